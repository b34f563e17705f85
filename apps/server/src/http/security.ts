import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance, options: { gameOrigins: string[] }): Promise<void> {
  await app.register(helmet, {
    // Without the defaults helmet would add upgrade-insecure-requests, which breaks plain-HTTP local runs.
    contentSecurityPolicy: { useDefaults: false, directives: { ...contentSecurityPolicy, 'frame-src': options.gameOrigins } },
  });
}
