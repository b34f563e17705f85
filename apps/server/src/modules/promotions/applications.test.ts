import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/accounts.js';
import { operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { checkLedger } from '../ledger/ledger-check.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';
import { createPaymentsApp, paymentsFixture, type PaymentsMember } from '../payments/payments.test-support.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 9)]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe.each(testDatabases())('reward applications on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  let promotionId = 0;

  beforeAll(async () => {
    t = await createPaymentsApp(kind, undefined, { config: { promotionSweepIntervalMs: 0 } });
    f = paymentsFixture(t);
    const saved = await t.app.inject({
      method: 'PUT',
      url: API.operatorPromotions,
      remoteAddress: nextIp(),
      headers: operatorHeaders,
      payload: {
        code: 'SHOW_YOUR_WIN',
        kind: 'manual',
        category: 'other_promo',
        rules: { reward: '10.00', remarkRequired: true, imageRequired: true },
      },
    });
    promotionId = saved.json().value.id;
  });
  afterAll(() => t.close());

  const apply = (m: PaymentsMember, body: Record<string, unknown>) => f.call('POST', API.rewardApply, m.token, { promotionId, ...body });
  const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, remoteAddress: nextIp(), headers: operatorHeaders, ...(payload && { payload }) });
  const cash = async (m: PaymentsMember) =>
    (await t.app.ledger.memberBalances(m.merchantId, m.memberId, CURRENCIES.real)).get('cash') ?? 0n;
  const labelOf = async (m: PaymentsMember) =>
    (
      (await f.call('GET', API.promotions, m.token)).json().value as Array<{
        code: string;
        label: string;
        application: { reason: string | null } | null;
      }>
    ).find((p) => p.code === 'SHOW_YOUR_WIN')!;
  const decide = (id: number, decision: 'approve' | 'reject', reason?: string) =>
    operator('POST', API.operatorApplicationDecision.replace(':id', String(id)), { decision, ...(reason && { reason }) });

  it.each([
    ['no remarks when required', { remarks: '  ', pictures: [dataUrl('image/png', PNG)] }, 'Escreva suas observações.'],
    ['no picture when required', { remarks: 'won big', pictures: [] }, 'Adicione pelo menos uma imagem.'],
    [
      'remarks over 140 characters',
      { remarks: 'x'.repeat(141), pictures: [dataUrl('image/png', PNG)] },
      'As observações podem ter no máximo 140 caracteres.',
    ],
    ['a GIF', { remarks: 'won', pictures: [dataUrl('image/gif', PNG)] }, 'As imagens devem ser JPEG ou PNG.'],
    [
      'text calling itself a PNG',
      { remarks: 'won', pictures: [dataUrl('image/png', Buffer.from('<script>alert(1)</script>'))] },
      'As imagens devem ser JPEG ou PNG.',
    ],
    ['four pictures', { remarks: 'won', pictures: Array.from({ length: 4 }, () => dataUrl('image/png', PNG)) }, 'No máximo 3 imagens.'],
    [
      'a picture over 5 MB',
      { remarks: 'won', pictures: [dataUrl('image/jpeg', Buffer.concat([JPEG, Buffer.alloc(5_242_880)]))] },
      'Cada imagem pode ter no máximo 5 MB.',
    ],
  ])('refuses %s with its message and files nothing', async (_case, body, message) => {
    const m = await f.member();
    const res = await apply(m, body);
    expect([res.statusCode, res.json().errorCode]).toEqual([400, 'request.invalid']);
    expect(JSON.stringify(res.json())).toContain(message);
    expect((await labelOf(m)).label).toBe('join');
  });

  it('files an application with two pictures once; the operator sees it, approves it once, and the reward arrives', async () => {
    const m = await f.member();
    const res = await apply(m, { remarks: 'Print do meu prêmio', pictures: [dataUrl('image/png', PNG), dataUrl('image/jpeg', JPEG)] });
    expect(res.json().value).toMatchObject({ status: 'applying' });
    const id = res.json().value.id as number;
    expect((await apply(m, { remarks: 'again', pictures: [dataUrl('image/png', PNG)] })).json().errorCode).toBe('application.pending');
    expect((await labelOf(m)).label).toBe('applying');

    const queue = (await operator('GET', `${API.operatorApplications}?status=applying`)).json().value;
    expect(queue.find((a: { id: number }) => a.id === id)).toMatchObject({
      memberId: m.memberId,
      username: m.username,
      remarks: 'Print do meu prêmio',
      pictures: 2,
      reward: '10.00',
      promotionCode: 'SHOW_YOUR_WIN',
    });
    const second = await operator('GET', API.operatorApplicationPicture.replace(':id', String(id)).replace(':n', '1'));
    expect([second.statusCode, second.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(second.rawPayload.equals(JPEG)).toBe(true);
    // A member's token is not the operator's.
    expect((await f.call('GET', API.operatorApplications, m.token)).statusCode).toBe(401);

    const decisions = await Promise.all(Array.from({ length: 5 }, () => decide(id, 'approve')));
    expect(decisions.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(decisions.filter((r) => r.json().errorCode === 'application.state.invalid')).toHaveLength(4);
    expect(await cash(m)).toBe(1_000n);
    expect((await labelOf(m)).label).toBe('issued');
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  });

  it('a rejected application shows its reason, pays nothing, and the member may apply again', async () => {
    const m = await f.member();
    const id = (await apply(m, { remarks: 'see', pictures: [dataUrl('image/png', PNG)] })).json().value.id as number;
    // A rejection must say why: the member reads it.
    expect((await decide(id, 'reject')).statusCode).toBe(400);
    expect((await decide(id, 'reject', 'no')).statusCode).toBe(400);
    expect((await decide(id, 'reject', 'Imagem ilegível')).json().value).toMatchObject({ status: 'rejected', reason: 'Imagem ilegível' });
    expect(await labelOf(m)).toMatchObject({ label: 'rejected', application: { reason: 'Imagem ilegível' } });
    expect(await cash(m)).toBe(0n);
    expect((await decide(id, 'approve')).json().errorCode).toBe('application.state.invalid');
    expect((await apply(m, { remarks: 'nova imagem', pictures: [dataUrl('image/png', PNG)] })).json().value).toMatchObject({
      status: 'applying',
    });
    expect((await labelOf(m)).label).toBe('applying');
    expect((await decide(999_999, 'approve')).statusCode).toBe(404);
  });
});
