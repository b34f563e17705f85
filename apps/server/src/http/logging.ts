import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** Body and query fields that must never reach a log line. */
export const SENSITIVE_FIELDS = [
  'password',
  'confirmPassword',
  'newPassword',
  'oldPassword',
  'confirmNewPassword',
  'paymentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'firebaseIdToken',
  'code',
  'captcha',
  'verificationCode',
  'authorization',
  // A CPF is personal data; logs do not need it.
  'idNumber',
] as const;

/*
 * Nothing in the server logs request bodies; these paths are the safety net
 * for objects that a later log call might carry (`{ body }`, `{ req: { body } }`).
 */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SENSITIVE_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

const sensitiveQuery = new Set<string>(SENSITIVE_FIELDS.map((f) => f.toLowerCase()));

/** The URL as logged: values of sensitive query parameters are replaced. */
export function maskUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const key of [...params.keys()]) {
    if (sensitiveQuery.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, queryAt)}?${params.toString()}`;
}

const requestIdPattern = /^[A-Za-z0-9._:-]{8,64}$/;

/** A caller's (or proxy's) x-request-id is kept when it looks like an id, so logs join up across hops. */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: maskUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
