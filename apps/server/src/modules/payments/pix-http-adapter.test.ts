import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../test/test-app.js';
import { SANDBOX_API_PREFIX } from '../pix-sandbox/pix-sandbox-api.routes.js';
import { sandboxClientSecret } from './payments.module.js';
import { createPaymentsApp } from './payments.test-support.js';
import { createHttpPixProvider, PixHttpError } from './pix-http-adapter.js';

/** The HTTP adapter against the sandbox's API Pix served over real HTTP (what a real PSP would be). */
describe('PIX HTTP adapter against the sandbox over HTTP', () => {
  let t: TestApp;
  let apiUrl: string;

  beforeAll(async () => {
    t = await createPaymentsApp('pglite', undefined, { pix: { sandboxFailKeys: ['recusa@example.com'] } });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `${address}${SANDBOX_API_PREFIX}`;
  });
  afterAll(() => t.close());

  const adapter = () => createHttpPixProvider({ apiUrl, clientId: 'sandbox', clientSecret: sandboxClientSecret(t.config) });
  const txid = () => `${Date.now().toString(36)}${'a'.repeat(30)}`.slice(0, 32);

  it('creates, reads and (after the payer pays) sees a charge CONCLUIDA', async () => {
    const pix = adapter();
    const id = txid();
    const cob = await pix.createCharge(id, { calendario: { expiracao: 600 }, valor: { original: '12.34' }, chave: 'pix@demo-bet.example' });
    expect(cob).toMatchObject({ txid: id, status: 'ATIVA', valor: { original: '12.34' } });
    expect(cob.pixCopiaECola).toMatch(/^000201/);
    await t.app.payments.sandbox?.pay(id, 'none');
    const read = await pix.getCharge(id);
    expect(read).toMatchObject({ status: 'CONCLUIDA', pix: [{ txid: id, valor: '12.34', endToEndId: expect.stringMatching(/^E\d{8}/) }] });
    expect(await pix.getCharge('z'.repeat(32))).toBeNull();
  });

  it('pays out idempotently and reports refused keys', async () => {
    const pix = adapter();
    const request = { idempotencyKey: `W${Date.now()}`, pixKey: 'maria@example.com', pixKeyType: 'EMAIL' as const, amount: '20.00', holder: { name: 'Maria', cpf: '52998224725' } };
    const first = await pix.payout(request);
    expect(first.status).toBe('paid');
    expect(await pix.payout(request)).toEqual(first);
    expect(await pix.payout({ ...request, idempotencyKey: `F${Date.now()}`, pixKey: 'recusa@example.com' })).toMatchObject({ status: 'failed' });
  });

  it('is refused with wrong client credentials', async () => {
    const pix = createHttpPixProvider({ apiUrl, clientId: 'sandbox', clientSecret: 'wrong' });
    await expect(pix.getCharge(txid())).rejects.toBeInstanceOf(PixHttpError);
  });
});
