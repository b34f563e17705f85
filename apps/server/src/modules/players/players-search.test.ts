import { API } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { testDatabases, type TestApp } from '../../test/test-app.js';
import { ensureMerchant } from '../merchants/merchants.service.js';
import { createPlayersApp, playersFixture, type Player } from './players.test-support.js';

describe.each(testDatabases())('operator player search on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof playersFixture>;
  let upline: Player;
  let a: Player;
  let b: Player;
  let c: Player;
  const stem = `s${Date.now().toString(36).slice(-5)}`;

  beforeAll(async () => {
    t = await createPlayersApp(kind);
    f = playersFixture(t);
    upline = await f.player({ username: `${stem}_up` });
    const affiliateCode = await f.inviteCodeOf(upline);
    a = await f.player({ username: `${stem}_a`, affiliateCode });
    b = await f.player({ username: `${stem}_b`, affiliateCode, email: null });
    c = await f.player({ username: `${stem}_c` });
  });
  afterAll(() => t.close());

  const ids = (page: { rows: Array<{ id: number }> }) => page.rows.map((r) => r.id);

  it('finds by username prefix in any case, newest first, with each row filled', async () => {
    const page = await f.search(`username=${stem.toUpperCase()}`);
    expect(ids(page)).toEqual([c, b, a, upline].map((p) => p.memberId));
    expect(page).toMatchObject({ total: 4, totalCapped: false, next: null });
    expect(page.rows[2]).toEqual({
      id: a.memberId,
      username: a.username,
      name: 'Maria da Silva',
      mobile: `+55${a.mobileNum}`,
      cpf: a.cpf,
      email: a.email,
      status: 'active',
      kind: 'member',
      vipLevel: 0,
      upline: upline.username,
      registeredAt: expect.any(String),
      lastLoginAt: expect.any(String),
      currency: 'BRL',
      cash: '0.00',
    });
  });

  it('finds by CPF (formatted or not), mobile (with or without +55), e-mail in any case and id', async () => {
    const formatted = `${a.cpf.slice(0, 3)}.${a.cpf.slice(3, 6)}.${a.cpf.slice(6, 9)}-${a.cpf.slice(9)}`;
    expect(ids(await f.search(`cpf=${a.cpf}`))).toEqual([a.memberId]);
    expect(ids(await f.search(`cpf=${encodeURIComponent(formatted)}`))).toEqual([a.memberId]);
    expect(ids(await f.search(`mobile=${b.mobileNum}`))).toEqual([b.memberId]);
    expect(ids(await f.search(`mobile=${encodeURIComponent(`+55 ${b.mobileNum}`)}`))).toEqual([b.memberId]);
    expect(ids(await f.search(`mobile=55${b.mobileNum}`))).toEqual([b.memberId]);
    expect(ids(await f.search(`email=${encodeURIComponent(a.email!.toUpperCase())}`))).toEqual([a.memberId]);
    expect(ids(await f.search(`id=${c.memberId}`))).toEqual([c.memberId]);
    expect(ids(await f.search(`email=nobody%40example.com`))).toEqual([]);
  });

  it('filters by upline, status, registration time and VIP level, combined with AND', async () => {
    expect(ids(await f.search(`upline=${upline.username.toUpperCase()}`))).toEqual([b.memberId, a.memberId]);
    const off = await f.operator('POST', f.pathOf(API.operatorPlayerStatus, c), { status: 'disabled', reason: 'search test' });
    expect(off.statusCode).toBe(200);
    expect(ids(await f.search(`username=${stem}&status=disabled`))).toEqual([c.memberId]);
    expect(ids(await f.search(`username=${stem}&status=active`))).toEqual([b, a, upline].map((p) => p.memberId));
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect(ids(await f.search(`username=${stem}&registeredFrom=${future}`))).toEqual([]);
    expect(ids(await f.search(`username=${stem}&registeredTo=${future}`))).toHaveLength(4);
    // The demo ladder: VIP 1 from R$ 1,000 of lifetime turnover.
    await t.database.db.execute(
      sql`insert into member_turnover (merchant_id, member_id, currency, turnover) values (${a.merchantId}, ${a.memberId}, 'BRL', 150000)`,
    );
    expect(ids(await f.search(`username=${stem}&vipLevel=1`))).toEqual([a.memberId]);
    expect(ids(await f.search(`username=${stem}&vipLevel=0`))).toEqual([c, b, upline].map((p) => p.memberId));
    expect((await f.search(`username=${stem}&vipLevel=999`)).rows).toEqual([]);
    expect((await f.search(`id=${a.memberId}`)).rows[0].vipLevel).toBe(1);
  });

  it('sorts by id, registration time or username both ways and pages with the cursor', async () => {
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { rows: Array<{ id: number }>; next: string | null; total: number } = await f.search(
        `username=${stem}&sort=username&order=asc&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.total).toBe(4);
      seen.push(...ids(page));
      cursor = page.next;
    }
    expect(seen).toEqual([a, b, c, upline].map((p) => p.memberId));
    const byTime = await f.search(`username=${stem}&sort=registeredAt&order=asc&limit=2`);
    expect(ids(byTime)).toEqual([upline.memberId, a.memberId]);
    expect(ids(await f.search(`username=${stem}&sort=registeredAt&order=asc&limit=2&cursor=${byTime.next}`))).toEqual([
      b.memberId,
      c.memberId,
    ]);
    const byId = await f.search(`username=${stem}&order=desc&limit=3`);
    expect(ids(await f.search(`username=${stem}&limit=3&cursor=${byId.next}`))).toEqual([upline.memberId]);
  });

  it("never shows another merchant's member: not in the search, not found by id", async () => {
    const other = await ensureMerchant(t.database.db, { code: 'other', name: 'Other', mainDomain: 'other.example' });
    const cpf = '52998224725';
    const inserted = await t.database.db.execute(sql`insert into members (merchant_id, username, username_lower, invite_code, id_number)
      values (${other.id}, ${`${stem}_x`}, ${`${stem}_x`}, ${`X${stem}`}, ${cpf}) returning id`);
    const otherId = Number(rowsOf<{ id: number }>(inserted)[0]!.id);
    expect((await f.search(`cpf=${cpf}`)).rows).toEqual([]);
    expect(ids(await f.search(`username=${stem}`))).not.toContain(otherId);
    for (const template of [API.operatorPlayer, API.operatorPlayerLedger, API.operatorPlayerNotes]) {
      const res = await f.operator('GET', f.pathOf(template, otherId));
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('player.not.found');
    }
    const action = await f.operator('POST', f.pathOf(API.operatorPlayerLogout, otherId), { reason: 'not mine' });
    expect(action.json().errorCode).toBe('player.not.found');
  });

  it('answers bad input with 400 and the field, never a 5xx', async () => {
    const cases: Array<[string, string]> = [
      ['cpf=123', 'cpf'],
      ['mobile=abc', 'mobile'],
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['sort=balance', 'sort'],
      ['id=0', 'id'],
      ['registeredFrom=yesterday', 'registeredFrom'],
      ['vipLevel=-1', 'vipLevel'],
      ['cursor=!!', 'cursor'],
      ['cursor=WzFd&sort=registeredAt', 'cursor'],
      [`cursor=${Buffer.from('["2026-02-30T00:00:00.000000Z",1]').toString('base64url')}&sort=registeredAt`, 'cursor'],
      ['unknown=1', ''],
    ];
    for (const [query, path] of cases) {
      const res = await f.operator('GET', `${API.operatorPlayers}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode, query).toBe('request.invalid');
      expect(res.json().data.fields[0].path, query).toBe(path);
    }
    const badId = await f.operator('GET', f.pathOf(API.operatorPlayer, 0).replace('/0', '/abc'));
    expect(badId.statusCode).toBe(400);
  });
});
