import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';

export interface HttpTimeouts {
  /** A whole request, headers and body, must arrive within this. */
  requestMs: number;
  keepAliveMs: number;
}

/**
 * Node checks its request timeout only every `connectionsCheckingInterval`
 * (30 s by default), so a client dribbling a body one byte at a time kept a
 * connection for up to three times the 30 s limit. Checking every second
 * cuts it within a second of the limit; headers get at most the same time.
 */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** Fastify's serverFactory with those timeouts. */
export function timedServerFactory(timeouts: HttpTimeouts) {
  return (handler: RequestListener<typeof IncomingMessage, typeof ServerResponse>) => {
    const server = createServer(
      {
        requestTimeout: timeouts.requestMs,
        headersTimeout: timeouts.requestMs,
        keepAliveTimeout: timeouts.keepAliveMs,
        connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
      },
      handler,
    );
    return server;
  };
}
