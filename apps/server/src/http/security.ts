import { SEAMLESS_PREFIX } from '@app/contract';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { isGuardedApiPath } from './request-context.js';

/**
 * Everything the site loads comes from its own origin; no inline script or
 * style anywhere (the web app keeps its boot script external for this), no
 * framing of the site, no plugins. Images may also be data:/blob: (previews of
 * uploads). The game frame may load only the game servers' origins.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
};

/**
 * Browser features no page of ours uses are switched off for the site and
 * anything it frames; the camera stays available to our own pages for the
 * identity checks' liveness step. Copying (the PIX code) needs no permission.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=(self)',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'browsing-topics=()',
].join(', ');

/**
 * JSON answers of the player API are never rendered as documents, so the
 * document headers (CSP, frame and download options …, a kilobyte per answer)
 * are left to pages; these are the ones that still matter for data.
 */
const apiHeaders = {
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': permissionsPolicy,
};

/** Calls of game providers: JSON between servers, like the player API. */
const isDataPath = (url: string) => isGuardedApiPath(url) || url.startsWith(SEAMLESS_PREFIX);

/**
 * helmet's middleware is built once: @fastify/helmet builds a new one (and
 * parses the CSP again) for every request it serves.
 */
/** `widgetOrigins`: a configured captcha provider's (Turnstile, hCaptcha), whose script, frame and calls the account forms load. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { gameOrigins: string[]; widgetOrigins?: string[] },
): Promise<void> {
  const widget = options.widgetOrigins ?? [];
  const withWidget = (name: 'script-src' | 'style-src' | 'connect-src') => [...contentSecurityPolicy[name], ...widget];
  const directives = {
    ...contentSecurityPolicy,
    ...(widget.length && {
      'script-src': withWidget('script-src'),
      'style-src': withWidget('style-src'),
      'connect-src': withWidget('connect-src'),
    }),
    'frame-src': [...options.gameOrigins, ...widget],
  };
  const documentHeaders = helmet({
    // Without the defaults helmet would add upgrade-insecure-requests, which breaks plain-HTTP local runs.
    contentSecurityPolicy: { useDefaults: false, directives },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isDataPath(request.url)) {
      reply.headers(apiHeaders);
      done();
      return;
    }
    reply.header('permissions-policy', permissionsPolicy);
    documentHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
