import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { API, PRIVACY_EXPORT_KEPT_MS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-app.js';
import type { PaymentsMember } from '../payments/payments.test-support.js';
import { ABOUT_PARTS } from './export-about.js';
import { EXPORT_PARTS, PAGE_ROWS } from './export-parts.js';
import { DAY_MS, privacyFixture, type PrivacyFixture } from './privacy.test-support.js';

const filesIn = async (dir: string) => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());

describe.each(testDatabases())('a copy of the player’s data on %s', (kind) => {
  let x: PrivacyFixture;
  let ana: PaymentsMember;
  let bia: PaymentsMember;
  const rounds: Record<string, string> = {};

  beforeAll(async () => {
    x = await privacyFixture(kind);
    ana = await x.f.member({ cash: 50_00n });
    bia = await x.f.member({ cash: 50_00n });
    rounds.ana = await x.play(ana, '2.00', '5.00');
    rounds.bia = await x.play(bia, '3.00');
    expect((await x.f.addAccount(ana)).statusCode).toBe(200);
    expect((await x.f.deposit(ana, '20.00')).statusCode).toBe(200);
  });
  afterAll(() => x.cleanup());

  it('holds the player’s data, described part by part, and nothing of another player’s', async () => {
    const { res, file, request } = await x.exportOf(ana);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['x-content-sha256']).toBe(createHash('sha256').update(res.rawPayload).digest('hex'));
    expect(request).toMatchObject({ downloadable: true, bytes: res.rawPayload.length });
    expect(Date.parse(request.expiresAt!) - Date.parse(request.completedAt!)).toBe(PRIVACY_EXPORT_KEPT_MS);

    expect(file.profile).toMatchObject({ memberId: ana.memberId, username: ana.username, cpf: ana.cpf, birthDate: '1990-05-17' });
    const about = file.about as { parts: Array<{ key: string; pt: string; en: string }> };
    expect(about.parts.map((p) => p.key)).toEqual(EXPORT_PARTS.map((p) => p.key));
    for (const part of EXPORT_PARTS) expect(Object.keys(file)).toContain(part.key);
    expect((file.bets as Array<{ roundId: string; stake: string; win: string }>).map((b) => [b.roundId, b.stake, b.win])).toEqual([
      [rounds.ana, '2.00', '5.00'],
    ]);
    expect((file.ledger as Array<{ reason: string }>).map((e) => e.reason)).toEqual(expect.arrayContaining(['bet', 'win']));
    expect(file.deposits).toEqual([expect.objectContaining({ amount: '20.00', status: 'pending' })]);
    expect(file.payoutKeys).toEqual([expect.objectContaining({ pixKeyType: 'CPF', pixKeyMasked: expect.stringMatching(/^\*\*\*\./) })]);
    expect((file.logins as unknown[]).length).toBeGreaterThan(0);
    expect(file.protection).toMatchObject({ limits: expect.any(Array) });
    // Never verified nor checked against the barred-persons list: the parts say so rather than being left out.
    expect(file.identityCheck).toBeNull();
    expect(file.barredChecks).toEqual({ lastCheckedAt: null, cases: [] });
    expect(file.consents).toMatchObject({ termsAndAge: { acceptedAt: expect.any(String) } });

    const text = res.body;
    for (const other of [bia.username, bia.cpf, rounds.bia!]) expect(text).not.toContain(other);
  });

  it('is described in both languages', () => {
    for (const part of EXPORT_PARTS)
      expect(ABOUT_PARTS[part.key], part.key).toMatchObject({ pt: expect.any(String), en: expect.any(String) });
  });

  it('opens only from its owner’s session, and only for 7 days', async () => {
    const mine = (await x.overview(ana)).requests.find((r) => r.kind === 'export')!;
    const other = await x.f.call('GET', x.downloadUrl(mine.id), bia.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ errorCode: 'privacy.export.not.found', message: expect.stringContaining('não foi encontrada') });
    const guest = await x.t.app.inject({ method: 'GET', url: x.downloadUrl(mine.id) });
    expect(guest.statusCode).toBe(401);

    // Six days and a half, a request (a session ends after seven idle days), and the rest of the seven days.
    x.clock.advance(PRIVACY_EXPORT_KEPT_MS - DAY_MS / 2);
    expect((await x.f.call('GET', x.downloadUrl(mine.id), ana.token)).statusCode).toBe(200);
    x.clock.advance(DAY_MS / 2 + 1);
    expect((await x.f.call('GET', x.downloadUrl(mine.id), ana.token)).json()).toMatchObject({ errorCode: 'privacy.export.expired' });
    expect(await filesIn(x.dir)).toHaveLength(1);
    await x.t.app.privacy.runDue();
    expect(await filesIn(x.dir)).toHaveLength(0);
    expect((await x.overview(ana)).requests.find((r) => r.id === mine.id)).toMatchObject({ status: 'done', downloadable: false });
  });

  it('is asked once a day, with a translated refusal before that', async () => {
    const cia = await x.f.member();
    const first = await x.askExport(cia);
    expect(first.statusCode, first.body).toBe(200);
    const again = await x.askExport(cia);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ errorCode: 'privacy.export.too.soon', message: expect.stringContaining('24 horas') });
    expect((await x.overview(cia)).nextExportAt).not.toBeNull();
    x.clock.advance(DAY_MS);
    expect((await x.askExport(cia)).statusCode).toBe(200);
    await x.t.app.privacy.idle();
  });

  it('pages through a long history: every round once, oldest first', async () => {
    const dia = await x.f.member();
    const count = PAGE_ROWS * 2 + 17;
    // Rounds written straight into the table (the wallet would take minutes for this many), in groups of equal times.
    await x.t.database.db.execute(sql`insert into game_rounds (merchant_id, member_id, vendor, round_id, game_code, currency,
        status, stake, win, created_at, settled_at)
      select ${dia.merchantId}, ${dia.memberId}, 'TESTV', 'bulk-' || n, 'demo-slot', 'BRL', 'completed', 100, 50,
        now() - interval '1 day' + (n / 7) * interval '1 second', now()
      from generate_series(1, ${count}) n`);
    const { file } = await x.exportOf(dia);
    const ids = (file.bets as Array<{ roundId: string }>).map((b) => b.roundId).filter((r) => r.startsWith('bulk-'));
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    expect(ids[0]).toBe('bulk-1');
  });

  it('is refused to a trial account and answers bad input with a 400', async () => {
    const trial = await x.f.trialToken();
    expect((await x.f.call('POST', API.privacyExports, trial, {})).statusCode).toBe(403);
    expect((await x.f.call('POST', API.privacyExports, ana.token, { all: true })).statusCode).toBe(400);
    expect((await x.f.call('GET', x.downloadUrl(0), ana.token)).statusCode).toBe(400);
    expect((await x.f.call('GET', API.privacyExportDownload.replace(':id', 'abc'), ana.token)).statusCode).toBe(400);
  });
});
