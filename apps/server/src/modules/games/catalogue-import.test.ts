import { API, type Game } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { parseCatalogueFile } from './catalogue-file.js';
import * as repository from './catalogue.repository.js';

const csv = `vendor,gameCode,gameType,classify,nameEn,namePt,minBet,lines,iconUrl,isNew,isTop,hotRank,supportPlay,engine,engineConfig,demo,sort
AGG,agg-river-queen,RNG,JP,River Queen,Rainha do Rio,0.20,25,,yes,no,,sim,slot,lines-5x3,false,1
AGG,agg-ice-palace,RNG,,Ice Palace,Palácio de Gelo,1.00,,https://cdn.example.com/ice.png,0,1,,1,slot,,no,2
`;

describe('catalogue files', () => {
  it('reads CSV cells as the schema wants them: empty cells take defaults, yes/sim/1 are true', () => {
    const [first, second] = parseCatalogueFile(csv, 'csv') as Array<Record<string, unknown>>;
    expect(first).toMatchObject({ vendor: 'AGG', isNew: true, isTop: false, supportPlay: true, demo: false, lines: '25' });
    expect(first).not.toHaveProperty('iconUrl');
    expect(second).toMatchObject({ isNew: false, isTop: true, iconUrl: 'https://cdn.example.com/ice.png' });
    expect(() => parseCatalogueFile('{"games": 3}', 'json')).toThrow(/array/);
    expect(() => parseCatalogueFile('a,b\n"unclosed', 'csv')).toThrow(/CSV/);
  });
});

describe.each(testDatabases())('catalogue import on %s', (kind) => {
  let t: TestApp;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    merchantId = (await t.database.db.query.merchants.findFirst())!.id;
  });
  afterAll(() => t.close());

  const importRows = (rows: unknown[], extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: API.operatorGameImport, headers: operatorHeaders, payload: { rows, ...extra } });
  const search = async (name: string, language: string) =>
    (await t.app.inject({ method: 'GET', url: `${API.gameList}?gameName=${encodeURIComponent(name)}&language=${language}` })).json().value
      .games as Game[];

  it('loads a CSV as an aggregator would send it, with its vendor and names in both languages', async () => {
    const res = await importRows(parseCatalogueFile(csv, 'csv'));
    expect(res.json().value).toMatchObject({ rows: 2, inserted: 2, updated: 0, vendorsAdded: ['AGG'], problems: [], applied: true });
    const [queen] = await search('rainha do rio', 'pt');
    expect(queen).toMatchObject({
      displayName: 'Rainha do Rio',
      gameName: 'River Queen',
      vassalage: 'AGG',
      minBet: '0.20',
      lines: 25,
      isNew: 1,
      gameClassify: 'JP',
      demo: false,
    });
    expect(queen!.iconUrl).toMatch(/^\/game-art\/v1\/\w+\/AGG\/agg-river-queen\.svg$/);
    expect((await search('palacio', 'pt'))[0]!.iconUrl).toBe('https://cdn.example.com/ice.png');
    const types = (await t.app.inject({ method: 'GET', url: API.gameVendorTypes })).json().value.content;
    expect(types.gameTypes.RNG).toContain('AGG');
  });

  it('updates known games by vendor and code', async () => {
    const rows = parseCatalogueFile(csv.replace('0.20,25', '0.50,25'), 'csv');
    expect((await importRows(rows)).json().value).toMatchObject({ inserted: 0, updated: 2, applied: true });
    expect((await search('River Queen', 'en'))[0]!.minBet).toBe('0.50');
  });

  it('rejects a file with any bad row, naming each row and field, and loads none of it', async () => {
    const before = await repository.countGames(t.database.db, merchantId);
    const version = await repository.catalogueVersion(t.database.db, merchantId);
    const good = { vendor: 'AGG', gameCode: 'agg-fine', gameType: 'RNG', nameEn: 'Fine', namePt: 'Bom', minBet: '0.10', engine: 'slot' };
    const res = await importRows([
      good,
      { ...good, gameCode: 'agg-neg', minBet: '-1.00' },
      { ...good, gameCode: 'agg-bad-type', gameType: 'CASINO' },
      { ...good, vendor: 'bad vendor!' },
      { ...good, gameCode: 'agg-fine' },
      { ...good, gameCode: 'agg-extra', balance: 100 },
      { ...good, gameCode: 'agg-js', iconUrl: 'javascript:alert(1)' },
    ]);
    const report = res.json().value;
    expect(report.applied).toBe(false);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 2, field: 'minBet' }),
        expect.objectContaining({ row: 3, field: 'gameType' }),
        expect.objectContaining({ row: 4, field: 'vendor' }),
        expect.objectContaining({ row: 5, field: 'gameCode', message: 'Repete a linha 1 (AGG/agg-fine).' }),
        expect.objectContaining({ row: 6 }),
        expect.objectContaining({ row: 7, field: 'iconUrl' }),
      ]),
    );
    expect(await repository.countGames(t.database.db, merchantId)).toBe(before);
    expect(await repository.catalogueVersion(t.database.db, merchantId)).toBe(version);
  });

  it('checks without writing on a dry run, and disables what a full sync no longer lists', async () => {
    const rows = parseCatalogueFile(csv, 'csv');
    const before = await repository.countGames(t.database.db, merchantId);
    const dry = (await importRows([...rows, { ...(rows[0] as object), gameCode: 'agg-new-one' }], { dryRun: true })).json().value;
    expect(dry).toMatchObject({ inserted: 1, updated: 2, applied: false });
    expect(await repository.countGames(t.database.db, merchantId)).toBe(before);
    const sync = (await importRows(rows, { disableMissing: true })).json().value;
    expect(sync.disabled).toBeGreaterThanOrEqual(600);
    const listed = (await t.app.inject({ method: 'GET', url: API.gameList })).json().value;
    expect(listed.total).toBe(2);
  });
});
