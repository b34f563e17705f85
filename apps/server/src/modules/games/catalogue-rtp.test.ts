import { API, ENGINE_RTP, formatRtp, rtpBasisPoints, SLOT_RTP, type Game } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { seed } from '../../seed/seed.js';
import { parseCatalogueFile } from './catalogue-file.js';
import * as repository from './catalogue.repository.js';
import { VERSION_CHECK_MS } from './catalogue.service.js';
import { games } from './games.tables.js';

const percent = (fraction: number) => formatRtp(rtpBasisPoints(fraction));

const csv = `vendor,gameCode,gameType,nameEn,namePt,minBet,engine,rtp
RTPV,rtpv-stated,RNG,Stated Slot,Slot Declarado,0.20,slot,96.5
RTPV,rtpv-silent,RNG,Silent Slot,Slot Calado,0.20,slot,
`;

describe.each(testDatabases())('game RTP on %s', (kind) => {
  let t: TestApp;
  let merchantId: number;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now });
    merchantId = (await t.database.db.query.merchants.findFirst())!.id;
  });
  afterAll(() => t.close());

  const importRows = (rows: unknown[], extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: API.operatorGameImport, headers: operatorHeaders, payload: { rows, ...extra } });
  const vendorGames = async (vendor: string) =>
    (await t.app.inject({ method: 'GET', url: `${API.gameList}?vassalage=${vendor}&pageSize=100` })).json().value.games as Game[];
  const byCode = async (vendor: string) => new Map((await vendorGames(vendor)).map((g) => [g.gameId, g]));

  it("states each demo game's RTP in the lists: the RTP of the in-house engine it plays", async () => {
    const originals = await vendorGames('INHOUSE');
    expect(originals.length).toBeGreaterThan(0);
    for (const game of originals) expect(game.rtp).toBe(percent(0.99));
    const live = await vendorGames('DBLIVE');
    expect(new Set(live.map((g) => `${g.gameClassify}:${g.rtp}`))).toEqual(
      new Set([`Roulette:${percent(ENGINE_RTP.roulette)}`, `Baccarat:${percent(ENGINE_RTP.baccarat)}`]),
    );
    expect(percent(ENGINE_RTP.roulette)).toBe('97.30');
    const slots = (await vendorGames('PP')).filter((g) => g.lines !== null);
    expect(slots.length).toBeGreaterThan(0);
    for (const game of slots) expect(Object.values(SLOT_RTP).map(percent)).toContain(game.rtp);
    const hot = (await t.app.inject({ method: 'GET', url: API.gameHot })).json().value as Game[];
    expect(hot.every((g) => typeof g.rtp === 'string')).toBe(true);
  });

  it('imports a CSV and a JSON file with and without an RTP; a game without one lists null', async () => {
    const report = (await importRows(parseCatalogueFile(csv, 'csv'))).json().value;
    expect(report).toMatchObject({ inserted: 2, problems: [], applied: true });
    let listed = await byCode('RTPV');
    expect(listed.get('rtpv-stated')!.rtp).toBe('96.50');
    expect(listed.get('rtpv-silent')!.rtp).toBeNull();

    const json = JSON.stringify([
      {
        vendor: 'RTPV',
        gameCode: 'rtpv-stated',
        gameType: 'RNG',
        nameEn: 'Stated Slot',
        namePt: 'Slot Declarado',
        minBet: '0.20',
        engine: 'slot',
        rtp: 94,
      },
      {
        vendor: 'RTPV',
        gameCode: 'rtpv-silent',
        gameType: 'RNG',
        nameEn: 'Silent Slot',
        namePt: 'Slot Calado',
        minBet: '0.20',
        engine: 'slot',
        rtp: '100',
      },
      {
        vendor: 'RTPV',
        gameCode: 'rtpv-null',
        gameType: 'RNG',
        nameEn: 'Null Slot',
        namePt: 'Slot Nulo',
        minBet: '0.20',
        engine: 'slot',
        rtp: null,
      },
    ]);
    expect((await importRows(parseCatalogueFile(json, 'json'))).json().value).toMatchObject({ inserted: 1, updated: 2, applied: true });
    listed = await byCode('RTPV');
    expect([...listed.values()].map((g) => [g.gameId, g.rtp]).sort()).toEqual([
      ['rtpv-null', null],
      ['rtpv-silent', '100.00'],
      ['rtpv-stated', '94.00'],
    ]);
  });

  it('reports a bad RTP as a problem of its row in the dry run, and loads nothing', async () => {
    const version = await repository.catalogueVersion(t.database.db, merchantId);
    const good = { vendor: 'RTPV', gameCode: 'rtpv-bad', gameType: 'RNG', nameEn: 'Bad', namePt: 'Ruim', minBet: '0.10', engine: 'slot' };
    const bad = ['0.965', '101', '96.505', '96,50', 'high', 49.99, -96];
    const rows = [{ ...good, rtp: '96.50' }, ...bad.map((rtp, i) => ({ ...good, gameCode: `rtpv-bad-${i}`, rtp }))];
    const res = await importRows(rows, { dryRun: true });
    expect(res.statusCode).toBe(200);
    const report = res.json().value;
    expect(report.applied).toBe(false);
    expect(report.problems).toEqual(
      bad.map((_, i) => ({ row: i + 2, field: 'rtp', message: expect.stringMatching(/^O RTP é uma porcentagem de 50 a 100/) })),
    );
    expect(await repository.catalogueVersion(t.database.db, merchantId)).toBe(version);
  });

  it('gives the demo games of a database seeded before the column their RTP at the next start, and nothing else', async () => {
    const { db } = t.database;
    // What migration 0037 leaves: every existing game without an RTP.
    await db.update(games).set({ rtpBp: null }).where(eq(games.merchantId, merchantId));
    const version = await repository.catalogueVersion(db, merchantId);
    await seed(db, 'demo');
    expect(await repository.catalogueVersion(db, merchantId)).toBe(version + 1);
    // This process sees another writer's catalogue once its version check is due.
    clock.advance(VERSION_CHECK_MS);
    expect((await vendorGames('INHOUSE')).every((g) => g.rtp === percent(0.99))).toBe(true);
    // The operator's own games (not demo content) keep stating none.
    expect((await byCode('RTPV')).get('rtpv-stated')!.rtp).toBeNull();
    await seed(db, 'demo');
    expect(await repository.catalogueVersion(db, merchantId)).toBe(version + 1);
  });
});
