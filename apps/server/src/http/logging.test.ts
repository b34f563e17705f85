import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, SENSITIVE_FIELDS } from './logging.js';

/** What a log line shows when a later log call carries a secret in one of the usual objects. */
async function logged(entry: Record<string, unknown>): Promise<string> {
  let out = '';
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      out += String(chunk);
      callback();
    },
  });
  const app = Fastify({ logger: loggerOptions('info', stream) });
  await app.ready();
  app.log.child({ reqId: 'r-1' }).info(entry, 'carrying');
  await app.close();
  return out;
}

describe('log redaction', () => {
  it.each(SENSITIVE_FIELDS)(
    'censors %s at the top and inside body, query and data, drops it from error objects, and never shows it through a req',
    async (field) => {
      const secret = `s3cret-${field}`;
      const line = await logged({
        [field]: secret,
        body: { [field]: secret },
        query: { [field]: secret },
        data: { [field]: secret },
        err: { [field]: secret },
        req: { method: 'POST', url: '/wps/x', body: { [field]: secret } },
      });
      expect(line).toContain('carrying');
      expect(line).not.toContain(secret);
      expect(line.match(/\[redacted\]/g)).toHaveLength(4);
    },
  );

  it('keeps the request id and harmless fields', async () => {
    const line = await logged({ body: { amount: '10.00' } });
    expect(line).toContain('"reqId":"r-1"');
    expect(line).toContain('"amount":"10.00"');
  });
});
