import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../test/test-app.js';
import { SANDBOX_API_PREFIX } from '../pix-sandbox/pix-sandbox-api.routes.js';
import { sandboxClientSecret } from './payments.module.js';
import { efiEnvioOverHttp } from './efi-envio-http.js';
import { efiPayoutProvider } from './efi-payout-provider.js';
import { createPaymentsApp } from './payments.test-support.js';
import { createHttpPixProvider, PixHttpError } from './pix-http-adapter.js';
import { createPspHttpClient } from './psp-http-client.js';

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

  it('lists the PIX received in a period through every page of GET /pix', async () => {
    const pix = adapter();
    const from = new Date(Date.now() - 1_000);
    const ids = ['b', 'c', 'd'].map((c) => `${Date.now().toString(36)}${c.repeat(30)}`.slice(0, 32));
    for (const id of ids)
      await pix.createCharge(id, { calendario: { expiracao: 600 }, valor: { original: '5.00' }, chave: 'pix@demo-bet.example' });
    for (const id of ids.slice(0, 2)) await t.app.payments.sandbox?.pay(id, 'none');
    const to = new Date(Date.now() + 1_000);
    const received = await pix.listReceived(from, to);
    expect(received.filter((p) => ids.includes(p.txid)).map((p) => [p.txid, p.valor])).toEqual([
      [ids[0], '5.00'],
      [ids[1], '5.00'],
    ]);
    const query = `inicio=${from.toISOString()}&fim=${to.toISOString()}&paginacao.itensPorPagina=1&paginacao.paginaAtual=1`;
    const page = await psp().request('GET', `/pix?${query}`);
    expect(page.body).toMatchObject({
      parametros: { paginacao: { paginaAtual: 1, quantidadeDePaginas: received.length } },
      pix: [received[1]],
    });
  });

  const PAYER_KEY = 'pix@demo-bet.example';
  const psp = () => createPspHttpClient({ apiUrl, clientId: 'sandbox', clientSecret: sandboxClientSecret(t.config) });
  const payouts = (payerKey = PAYER_KEY) => efiPayoutProvider(efiEnvioOverHttp(psp()), payerKey);
  const payout = (id: string, pixKey = 'maria@example.com') => ({
    id,
    pixKey,
    pixKeyType: 'EMAIL' as const,
    amount: '20.00',
    holder: { name: 'Maria', cpf: '52998224725' },
  });

  it("speaks Efí's Pix Envio: PUT /gn/pix/:idEnvio answers EM_PROCESSAMENTO, GET by idEnvio the outcome, a reused idEnvio 409", async () => {
    const client = psp();
    const id = `W${Date.now()}a`;
    const body = {
      valor: '12.34',
      pagador: { chave: PAYER_KEY, infoPagador: 'Saque' },
      favorecido: { chave: 'joao@example.com', cpf: '52998224725' },
    };
    const put = await client.request('PUT', `/gn/pix/${id}`, body);
    expect(put.status).toBe(201);
    expect(put.body).toEqual({
      idEnvio: id,
      e2eId: expect.stringMatching(/^E\d{8}/),
      valor: '12.34',
      horario: { solicitacao: expect.any(String) },
      status: 'EM_PROCESSAMENTO',
    });
    const again = await client.request('PUT', `/gn/pix/${id}`, body);
    expect(again).toMatchObject({ status: 409, body: { nome: 'id_envio_duplicado' } });
    const sent = await client.request('GET', `/gn/pix/enviados/id-envio/${id}`);
    expect(sent).toMatchObject({
      status: 200,
      body: {
        idEnvio: id,
        endToEndId: (put.body as { e2eId: string }).e2eId,
        valor: '12.34',
        chave: PAYER_KEY,
        status: 'REALIZADO',
        favorecido: { chave: 'joao@example.com' },
      },
    });
    expect((await client.request('GET', '/gn/pix/enviados/id-envio/nope1')).status).toBe(404);
  });

  it('pays out idempotently by idEnvio and reports refused keys', async () => {
    const pix = payouts();
    const id = `W${Date.now()}b`;
    const first = await pix.send(payout(id));
    expect(first).toEqual({ status: 'paid', endToEndId: expect.stringMatching(/^E\d{8}/) });
    expect(await pix.send(payout(id))).toEqual(first);
    expect(await pix.status(id)).toEqual(first);
    expect(await pix.status(`N${Date.now()}`)).toBeNull();
    expect(await pix.send(payout(`F${Date.now()}`, 'recusa@example.com'))).toEqual({ status: 'failed', reason: expect.any(String) });
  });

  it("is refused when the payer key is not the account's own (Efí: chave_invalida), nothing being sent", async () => {
    const id = `K${Date.now()}`;
    expect(await payouts('someone-else@example.com').send(payout(id))).toEqual({ status: 'failed', reason: 'chave_invalida' });
    expect(await payouts().status(id)).toBeNull();
  });

  it('returns a received PIX to its payer (API Pix devolução), once per id, and reports who paid', async () => {
    const pix = adapter();
    const id = txid().replace(/a/g, 'e');
    const devedor = { cpf: '52998224725', nome: 'Maria' };
    await pix.createCharge(id, { calendario: { expiracao: 600 }, valor: { original: '7.50' }, chave: PAYER_KEY, devedor });
    await t.app.payments.sandbox?.pay(id, 'none');
    const received = (await pix.getCharge(id))?.pix?.[0];
    expect(received?.pagador).toEqual(devedor);
    const e2e = received!.endToEndId;
    expect(await pix.refund(e2e, 'R1', '7.50')).toMatchObject({ id: 'R1', valor: '7.50', status: 'EM_PROCESSAMENTO' });
    expect(await pix.refund(e2e, 'R1', '7.50')).toMatchObject({ id: 'R1' });
    expect(await pix.getRefund(e2e, 'R1')).toMatchObject({ status: 'DEVOLVIDO', horario: { liquidacao: expect.any(String) } });
    expect(await pix.getRefund(e2e, 'R2')).toBeNull();
    await expect(pix.refund(e2e, 'R3', '0.01')).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a payout to a key DICT knows under another CPF (Efí: chave_nao_pertence_ao_documento)', async () => {
    await t.app.payments.sandbox!.dict.register({
      pixKeyType: 'EMAIL',
      pixKey: 'alheia@example.com',
      ownerCpf: '11144477735',
      ownerName: 'João',
    });
    const result = await payouts().send(payout(`O${Date.now()}`, 'alheia@example.com'));
    expect(result).toEqual({ status: 'failed', reason: 'chave_nao_pertence_ao_documento' });
  });

  it('is refused with wrong client credentials', async () => {
    const pix = createHttpPixProvider({ apiUrl, clientId: 'sandbox', clientSecret: 'wrong' });
    await expect(pix.getCharge(txid())).rejects.toBeInstanceOf(PixHttpError);
  });
});
