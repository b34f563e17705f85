import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { errorForLog } from './error-log.js';

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

/**
 * Where a log call could carry a sensitive field: at the top or inside a body, query or data object (a `req`
 * goes through its serializer, which keeps method, URL and IP only; an `err` through errorForLog, which keeps
 * only an error's own fields).
 */
const CARRIERS = ['', 'body.', 'query.', 'data.'];

/*
 * Nothing in the server logs request bodies; these paths are the safety net
 * for objects that a later log call might carry (`{ body }`, `{ req: { body } }`).
 * Explicit paths, no wildcards: with a wildcard path pino runs the redactor
 * over every child logger's bindings, which is every request's (10 µs each).
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SENSITIVE_FIELDS.flatMap((f) => CARRIERS.map((carrier) => `${carrier}${f}`)),
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
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: errorForLog,
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: typeof req.url === 'string' ? maskUrl(req.url) : undefined,
        ip: req.ip,
      }),
    },
  };
}
