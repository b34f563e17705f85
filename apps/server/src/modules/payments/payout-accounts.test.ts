import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCpf } from '../../test/accounts.js';
import { testDatabases, type TestApp } from '../../test/test-app.js';
import { createPaymentsApp, paymentsFixture } from './payments.test-support.js';
import { maskPixKey, normalizePixKey } from './pix-keys.js';

describe('PIX keys', () => {
  it('accepts each type in its forms and refuses malformed keys', () => {
    expect(normalizePixKey('CPF', '529.982.247-25')).toBe('52998224725');
    expect(normalizePixKey('CPF', '52998224724')).toBeNull();
    expect(normalizePixKey('EMAIL', ' Maria@Example.COM ')).toBe('maria@example.com');
    expect(normalizePixKey('EMAIL', 'maria@')).toBeNull();
    expect(normalizePixKey('PHONE', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('PHONE', '+5501987654321')).toBeNull();
    expect(normalizePixKey('PHONE', '+1 415 555 0100')).toBeNull();
    expect(normalizePixKey('EVP', '123E4567-E89B-42D3-A456-426614174000')).toBe('123e4567-e89b-42d3-a456-426614174000');
    expect(normalizePixKey('EVP', 'not-a-uuid')).toBeNull();
    expect(maskPixKey('PHONE', '+5511987654321')).toBe('+55 11 *****-4321');
    expect(maskPixKey('EMAIL', 'maria@example.com')).toBe('ma***@example.com');
  });
});

describe.each(testDatabases())('payout accounts on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;

  beforeAll(async () => {
    t = await createPaymentsApp(kind);
    f = paymentsFixture(t);
  });
  afterAll(() => t.close());

  it("adds a key in the member's own name, shows it masked and counts it in the security centre", async () => {
    const m = await f.member();
    const res = await f.addAccount(m, { pixKeyType: 'EMAIL', pixKey: 'Maria@Example.com' });
    expect(res.json().value).toMatchObject({ pixKeyType: 'EMAIL', pixKeyMasked: 'ma***@example.com', holderName: 'Maria da Silva' });
    expect(JSON.stringify((await f.call('GET', API.payoutAccounts, m.token)).json())).not.toContain('maria@example.com');
    const overview = (await f.call('GET', API.security, m.token)).json().value;
    expect(overview.payoutAccounts).toBe(1);
  });

  it('refuses another CPF as holder or as key, malformed keys and duplicates', async () => {
    const m = await f.member();
    expect((await f.addAccount(m, { holderCpf: randomCpf() })).json().errorCode).toBe('payout.account.cpf.mismatch');
    expect((await f.addAccount(m, { pixKey: randomCpf() })).json().errorCode).toBe('payout.account.cpf.mismatch');
    expect((await f.addAccount(m, { pixKeyType: 'PHONE', pixKey: '123' })).json().errorCode).toBe('payout.account.key.invalid');
    expect((await f.addAccount(m, { pixKeyType: 'EVP', pixKey: 'x' })).json().errorCode).toBe('payout.account.key.invalid');
    expect((await f.addAccount(m)).statusCode).toBe(200);
    const duplicate = await f.addAccount(m, { pixKey: `${m.cpf.slice(0, 3)}.${m.cpf.slice(3, 6)}.${m.cpf.slice(6, 9)}-${m.cpf.slice(9)}` });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errorCode).toBe('payout.account.exists');
  });

  it('keeps at most 5 accounts and frees a slot on delete', async () => {
    const m = await f.member();
    for (let i = 0; i < 5; i += 1)
      expect((await f.addAccount(m, { pixKeyType: 'EMAIL', pixKey: `k${i}@example.com` })).statusCode).toBe(200);
    const sixth = await f.addAccount(m, { pixKeyType: 'EMAIL', pixKey: 'k6@example.com' });
    expect(sixth.json()).toMatchObject({ errorCode: 'payout.account.limit', message: 'Você pode manter no máximo 5 contas de saque.' });
    const first = (await f.call('GET', API.payoutAccounts, m.token)).json().value[0].id;
    expect((await f.call('DELETE', API.payoutAccount.replace(':id', String(first)), m.token)).statusCode).toBe(200);
    expect((await f.addAccount(m, { pixKeyType: 'EMAIL', pixKey: 'k6@example.com' })).statusCode).toBe(200);
    const other = await f.member();
    expect((await f.call('DELETE', API.payoutAccount.replace(':id', String(first + 1)), other.token)).json().errorCode).toBe(
      'payout.account.not.found',
    );
  });

  it('refuses a member without a CPF on file', async () => {
    const m = await f.member({ withoutCpf: true });
    expect((await f.addAccount(m, { holderCpf: randomCpf() })).json().errorCode).toBe('payout.account.cpf.missing');
  });
});
