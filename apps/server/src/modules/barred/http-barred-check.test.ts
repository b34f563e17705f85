import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startLocalHttp, type LocalHttpServer } from '../../test/local-http.js';
import { BarredCheckOutage } from './barred-check.js';
import { httpBarredCheck } from './http-barred-check.js';

const KEY = 'barred-api-key-0123456789';
const ALLOWED = '52998224725';
const BARRED = '11144477735';

/** The regulator as the documented shape has it; `mode` makes it misbehave as a real service can. */
function regulator() {
  const state = { mode: 'ok' as 'ok' | 'down' | 'slow' | 'garbage' | 'partial' | 'unknown-reason', seen: [] as unknown[] };
  const handle = (authorization: string | undefined, body: string, response: ServerResponse) => {
    if (authorization !== `Bearer ${KEY}`) return sendJson(response, 401, { erro: 'não autorizado' });
    const { cpfs } = JSON.parse(body) as { cpfs: string[] };
    state.seen.push(cpfs);
    if (state.mode === 'down') return sendJson(response, 503, { erro: 'indisponível' });
    if (state.mode === 'slow') return undefined;
    if (state.mode === 'garbage') return sendJson(response, 200, { resultado: 'ok' });
    const asked = state.mode === 'partial' ? cpfs.slice(1) : cpfs;
    const motivo = state.mode === 'unknown-reason' ? 'NOVO_MOTIVO' : 'PROGRAMA_SOCIAL';
    return sendJson(response, 200, {
      resultados: asked.map((cpf) => (cpf === BARRED ? { cpf, situacao: 'IMPEDIDO', motivo } : { cpf, situacao: 'PERMITIDO' })),
    });
  };
  return { state, handle };
}

describe('the barred-persons check over HTTP', () => {
  let server: LocalHttpServer;
  const fake = regulator();
  const check = (apiKey = KEY) => httpBarredCheck({ url: `${server.url}/v1/`, apiKey, timeoutMs: 300 });
  const outageOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BarredCheckOutage);
    return error as BarredCheckOutage;
  };

  beforeAll(async () => {
    server = await startLocalHttp((request, body, response) => {
      if (request.method !== 'POST' || request.url !== '/v1/consultas') return sendJson(response, 404, {});
      fake.handle(request.headers.authorization, body, response);
    });
  });
  afterAll(() => server.close());

  it('posts the CPFs with the credential and reads a verdict for each', async () => {
    fake.state.mode = 'ok';
    const verdicts = await check().check({ merchantId: 1, cpfs: [ALLOWED, BARRED] });
    expect(fake.state.seen.at(-1)).toEqual([ALLOWED, BARRED]);
    expect(verdicts.get(ALLOWED)).toEqual({ barred: false });
    expect(verdicts.get(BARRED)).toEqual({ barred: true, category: 'social_program' });
  });

  it('reads a reason it does not know as barred, category other', async () => {
    fake.state.mode = 'unknown-reason';
    expect((await check().check({ merchantId: 1, cpfs: [BARRED] })).get(BARRED)).toEqual({ barred: true, category: 'other' });
  });

  it('turns a 5xx, a timeout, a refused credential and an answer out of shape into typed outages', async () => {
    fake.state.mode = 'down';
    expect((await outageOf(check().check({ merchantId: 1, cpfs: [ALLOWED] }))).reason).toBe('unavailable');
    fake.state.mode = 'slow';
    expect((await outageOf(check().check({ merchantId: 1, cpfs: [ALLOWED] }))).reason).toBe('timeout');
    fake.state.mode = 'ok';
    expect((await outageOf(check('wrong-key-0123456789').check({ merchantId: 1, cpfs: [ALLOWED] }))).reason).toBe('refused');
    fake.state.mode = 'garbage';
    expect((await outageOf(check().check({ merchantId: 1, cpfs: [ALLOWED] }))).reason).toBe('bad_answer');
    // A CPF the answer leaves out is not "allowed".
    fake.state.mode = 'partial';
    const partial = await outageOf(check().check({ merchantId: 1, cpfs: [ALLOWED, BARRED] }));
    expect(partial.reason).toBe('bad_answer');
    expect(partial.message).not.toContain(ALLOWED);
  });

  it('sends nothing for an empty list', async () => {
    const before = fake.state.seen.length;
    expect((await check().check({ merchantId: 1, cpfs: [] })).size).toBe(0);
    expect(fake.state.seen.length).toBe(before);
  });
});
