import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler, UNVALIDATED_INPUT_LOG } from './error-handler.js';

/** A driver error as Drizzle wraps it: "Failed query …" with the PostgreSQL error as the cause. */
function wrapped(code: string): Error {
  return Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('database said no'), { code }) });
}

async function answerTo(error: Error) {
  let logged = '';
  const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => void ((logged += chunk.toString()), done()) });
  const app = Fastify({ logger: { stream } });
  installErrorHandler(app);
  app.get('/wps/test', async () => {
    throw error;
  });
  const res = await app.inject({ url: '/wps/test', headers: { language: 'en' } });
  await app.close();
  return { status: res.statusCode, body: res.json() as { errorCode: string }, logged };
}

/*
 * Issue 27: a value the schemas let through and PostgreSQL refuses (a NUL in
 * text, an integer past its column) is the client's bad input, not a server
 * fault: 400, never 500. It is still logged as an error, since it means a
 * schema has a gap (route-fuzz.test.ts fails on that line).
 */
describe('PostgreSQL data exceptions', () => {
  it('answer 400 request.invalid and log the schema gap', async () => {
    for (const code of ['22P05', '22021', '22003', '22P02', '22008']) {
      const { status, body, logged } = await answerTo(wrapped(code));
      expect([status, body.errorCode], code).toEqual([400, 'request.invalid']);
      expect(logged, code).toContain(UNVALIDATED_INPUT_LOG);
      expect(logged, code).toContain(`"sqlState":"${code}"`);
    }
  });

  it('leave other database failures a 500 that hides its cause', async () => {
    const { status, body } = await answerTo(wrapped('42P01'));
    expect([status, body.errorCode]).toEqual([500, 'system.unknown']);
  });
});
