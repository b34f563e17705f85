import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startLocalHttp, type LocalHttpServer } from '../../test/local-http.js';
import { FULL_NAME, kycFixture } from './kyc.test-support.js';

/** Serpro's Consulta CPF and a liveness provider as the app meets them over HTTP with KYC_*=http. */
describe('identity checks through the real providers’ APIs', () => {
  let k: Awaited<ReturnType<typeof kycFixture>>;
  let outside: LocalHttpServer;
  const liveness = new Map<string, { status: string; confidence: number | null }>();
  let serproStatus = 200;

  beforeAll(async () => {
    outside = await startLocalHttp((request, _body, response) => {
      const url = request.url ?? '';
      if (url === '/token') return sendJson(response, 200, { access_token: 'serpro-token', expires_in: 3600 });
      if (url.startsWith('/cpf/')) {
        if (serproStatus !== 200) return sendJson(response, serproStatus, {});
        return sendJson(response, 200, {
          ni: url.slice(5),
          nome: 'MARIA JOSE DA SILVA',
          situacao: { codigo: '0' },
          nascimento: '17051990',
        });
      }
      if (request.method === 'POST' && url === '/liveness/sessions') {
        const sessionId = `sess-${liveness.size + 1}-abcdef`;
        liveness.set(sessionId, { status: 'CREATED', confidence: null });
        return sendJson(response, 201, { sessionId, captureUrl: `https://liveness.example/capture/${sessionId}` });
      }
      const session = liveness.get(url.split('/').pop() ?? '');
      return session ? sendJson(response, 200, session) : sendJson(response, 404, {});
    });
    k = await kycFixture('pglite', {
      registry: { kind: 'http', url: outside.url, tokenUrl: `${outside.url}/token`, clientId: 'key', clientSecret: 'secret' },
      liveness: { kind: 'http', url: `${outside.url}/liveness`, apiKey: 'k'.repeat(32), minScore: 80 },
    });
  });
  afterAll(async () => {
    await k.t.close();
    await outside.close();
  });

  it('checks the CPF at Serpro, opens a provider session and records its result once the provider has one', async () => {
    const m = await k.f.member();
    expect((await k.checkCpf(m)).json().value.cpf).toMatchObject({ status: 'regular', nameMatch: true, passed: true });
    const session = (await k.startLiveness(m)).json().value;
    expect(session).toMatchObject({ sandbox: false, captureUrl: `https://liveness.example/capture/${session.sessionId}` });
    const result = () => k.f.call('POST', API.kycLivenessResult.replace(':sessionId', session.sessionId), m.token, {});
    expect((await result()).json().errorCode).toBe('kyc.liveness.pending');
    // The sandbox's own capture is not there when a provider captures.
    expect((await k.selfie(m, undefined, session.sessionId)).json().errorCode).toBe('kyc.sandbox.only');
    liveness.set(session.sessionId, { status: 'SUCCEEDED', confidence: 91.2 });
    expect((await result()).json().value.liveness.state).toBe('passed');
    expect((await k.review(m)).liveness).toMatchObject({ state: 'passed', score: 91, selfie: null });
  });

  it('answers 503 when Serpro fails, and refuses the sandbox editor while a real register runs', async () => {
    const m = await k.f.member();
    serproStatus = 500;
    try {
      expect((await k.checkCpf(m, { fullName: FULL_NAME })).json()).toMatchObject({ errorCode: 'kyc.registry.unavailable' });
    } finally {
      serproStatus = 200;
    }
    const put = await k.operator('PUT', API.operatorKycSandboxCpf.replace(':cpf', m.cpf), {
      status: 'null',
      name: FULL_NAME,
      birthDate: '1990-05-17',
    });
    expect(put.json().errorCode).toBe('kyc.sandbox.only');
    expect(
      (await k.operator('PUT', API.operatorKycSandboxSwitches, { registryDown: false, livenessFailAll: false })).json().errorCode,
    ).toBe('kyc.sandbox.only');
    expect((await k.operator('GET', API.operatorKycSandbox)).json().value).toMatchObject({ registry: 'http', liveness: 'http' });
  });
});
