import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { timedServerFactory } from './http-server.js';

const REQUEST_MS = 1_500;

/** Sends headers announcing a 1,000-byte body, then one byte every 100 ms; resolves with how long the server kept the socket. */
function dribble(port: number, giveUpMs: number): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n');
    });
    const drip = setInterval(() => socket.writable && socket.write('a'), 100);
    const done = () => {
      clearInterval(drip);
      clearTimeout(limit);
      socket.destroy();
      resolve(Date.now() - started);
    };
    const limit = setTimeout(done, giveUpMs);
    socket.on('close', done);
    socket.on('error', done);
  });
}

describe('HTTP timeouts', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function listen(build: () => FastifyInstance) {
    app = build();
    app.post('/echo', async (request) => request.body);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  it('cuts a slowly dribbled body within a second of the request timeout', async () => {
    const port = await listen(() => Fastify({ serverFactory: timedServerFactory({ requestMs: REQUEST_MS, keepAliveMs: 5_000 }) }));
    const kept = await dribble(port, 10_000);
    expect(kept).toBeGreaterThanOrEqual(REQUEST_MS - 100);
    expect(kept).toBeLessThan(REQUEST_MS + 1_000 + 500);
  });

  it("would keep it far longer with Node's own check interval (the reason for the factory)", async () => {
    const port = await listen(() => Fastify({ requestTimeout: REQUEST_MS }));
    expect(await dribble(port, 4_000)).toBeGreaterThanOrEqual(4_000);
  });
});
