import {
  API,
  TOTAL_COUNT_HEADER,
  type Game,
  type GamePage,
  type OperatorGame,
  type OperatorRole,
  type OperatorVendor,
} from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/accounts.js';
import { createTestApp, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const gameUrl = (id: number) => API.operatorGame.replace(':id', String(id));
const vendorUrl = (code: string) => API.operatorGameVendor.replace(':code', code);

/* The back office's catalogue table and switches: what an operator changes reaches the player's lobby calls. */
describe.each(testDatabases())('the catalogue screens of the back office on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = operatorHeaders) =>
    t.app.inject({ method, url, remoteAddress: nextIp(), headers, ...(payload && { payload }) });
  const games = async (query: string) => {
    const res = await call('GET', `${API.operatorGames}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return { list: res.json().value as OperatorGame[], total: Number(res.headers[TOTAL_COUNT_HEADER]) };
  };
  const lobby = async (query: string) =>
    ((await t.app.inject({ method: 'GET', url: `${API.gameList}?pageSize=100&${query}` })).json().value as GamePage).games;
  const hot = async () => (await t.app.inject({ method: 'GET', url: API.gameHot })).json().value as Game[];
  const audit = async () =>
    (await call('GET', `${API.operatorAudit}?limit=20`)).json().value.rows as Array<{ action: string; objectId: string; before: unknown }>;
  const keyOf = async (role: OperatorRole) => {
    const created = await call('POST', API.operatorApiKeys, { name: `games ${role}`, role });
    return { authorization: `Bearer ${created.json().value.secret as string}` };
  };

  it('lists the catalogue with RTP and labels, searched by folded name or code and filtered', async () => {
    const all = await games('limit=100');
    expect(all.total).toBeGreaterThanOrEqual(600);
    expect(all.list).toHaveLength(100);
    const slot = all.list.find((g) => g.gameType === 'RNG' && g.rtp)!;
    expect(slot.rtp).toMatch(/^\d{2,3}\.\d{2}$/);
    const byName = await games(
      `search=${encodeURIComponent(
        slot.namePt
          .toUpperCase()
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, ''),
      )}`,
    );
    expect(byName.list.map((g) => g.id)).toContain(slot.id);
    expect((await games(`search=${slot.gameCode}`)).list.map((g) => g.id)).toContain(slot.id);
    const pp = await games('vendor=PP&gameType=RNG&limit=100');
    expect(pp.total).toBeGreaterThan(0);
    expect(pp.list.every((g) => g.vendor === 'PP' && g.gameType === 'RNG')).toBe(true);
    // Cockfight is off for the demo merchant: listed for the operator, marked as not in the lobby.
    const cockfight = (await games('gameType=COCKFIGHT')).list;
    expect(cockfight.length).toBeGreaterThan(0);
    expect(cockfight.every((g) => g.typeOff && !g.inLobby)).toBe(true);
    const hotOnes = (await games('label=hot&limit=100')).list;
    expect(hotOnes.map((g) => g.hotRank)).toEqual([...hotOnes.map((g) => g.hotRank)].sort((a, b) => a! - b!));
  });

  it('switches a game off and on, sets its hot rank and labels, and the lobby follows at once; each change audited', async () => {
    const [game] = (await games('vendor=PP&gameType=RNG&enabled=true&limit=1')).list;
    const inLobby = async () => (await lobby('gameType=RNG&vassalage=PP')).some((g) => g.nodeId === String(game!.id));
    expect(await inLobby()).toBe(true);
    const off = await call('PATCH', gameUrl(game!.id), { enabled: false });
    expect(off.json().value).toMatchObject({ id: game!.id, enabled: false, inLobby: false });
    expect(await inLobby()).toBe(false);
    expect((await games('enabled=false&vendor=PP')).list.map((g) => g.id)).toContain(game!.id);
    await call('PATCH', gameUrl(game!.id), { enabled: true });
    expect(await inLobby()).toBe(true);

    const labelled = await call('PATCH', gameUrl(game!.id), { hotRank: 1, isNew: true, isTop: true, sort: 0 });
    expect(labelled.json().value).toMatchObject({ hotRank: 1, isNew: true, isTop: true, sort: 0 });
    expect((await hot()).map((g) => g.nodeId)).toContain(String(game!.id));
    expect((await lobby('gameType=RNG&vassalage=PP')).find((g) => g.nodeId === String(game!.id))).toMatchObject({ isNew: 1, isTop: 1 });
    await call('PATCH', gameUrl(game!.id), { hotRank: null });
    expect((await hot()).map((g) => g.nodeId)).not.toContain(String(game!.id));

    const rows = (await audit()).filter((r) => r.action === `PATCH ${API.operatorGame}` && r.objectId === String(game!.id));
    expect(rows.length).toBe(4);
    expect(rows.find((r) => (r.before as OperatorGame).hotRank === 1)).toBeDefined();
    expect(rows.some((r) => (r.before as OperatorGame).enabled === false)).toBe(true);
  });

  it('hides every game of a disabled vendor and of a type switched off from the lobby', async () => {
    const vendors = (await call('GET', API.operatorGameVendors)).json().value as OperatorVendor[];
    expect(vendors.find((v) => v.code === 'JDB')).toMatchObject({ enabled: true });
    expect(vendors.find((v) => v.code === 'JDB')!.games).toBeGreaterThan(0);
    expect((await lobby('vassalage=JDB')).length).toBeGreaterThan(0);
    const off = await call('PATCH', vendorUrl('JDB'), { enabled: false, sort: 7 });
    expect(off.json().value).toMatchObject({ code: 'JDB', enabled: false, sort: 7 });
    expect(await lobby('vassalage=JDB')).toEqual([]);
    expect((await games('vendor=JDB&limit=5')).list.every((g) => !g.vendorEnabled && !g.inLobby)).toBe(true);
    expect((await audit()).find((r) => r.action === `PATCH ${API.operatorGameVendor}`)).toMatchObject({
      objectId: 'JDB',
      before: { code: 'JDB', enabled: true },
    });
    await call('PATCH', vendorUrl('JDB'), { enabled: true });
    expect((await lobby('vassalage=JDB')).length).toBeGreaterThan(0);

    expect((await lobby('gameType=FISH')).length).toBeGreaterThan(0);
    expect((await call('PUT', API.operatorGameCategories, { gameTypesOff: ['COCKFIGHT', 'FISH'] })).statusCode).toBe(200);
    expect(await lobby('gameType=FISH')).toEqual([]);
    const types = (await call('GET', API.operatorGameTypes)).json().value;
    expect(types.gameTypesOff).toEqual(['COCKFIGHT', 'FISH']);
    expect(types.counts.find((c: { gameType: string }) => c.gameType === 'FISH').games).toBeGreaterThan(0);
    await call('PUT', API.operatorGameCategories, { gameTypesOff: ['COCKFIGHT'] });
    expect((await lobby('gameType=FISH')).length).toBeGreaterThan(0);
  });

  it('refuses bad input with translated errors and unknown games or vendors with 404, never a 5xx', async () => {
    const [game] = (await games('limit=1')).list;
    const badRank = await call('PATCH', gameUrl(game!.id), { hotRank: 0 }, { ...operatorHeaders, language: 'en' });
    expect([badRank.statusCode, badRank.json().errorCode]).toEqual([400, 'request.invalid']);
    expect(JSON.stringify(badRank.json())).toMatch(/hotRank/);
    const empty = await call('PATCH', gameUrl(game!.id), {});
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toMatch(/obrigatório/);
    expect((await call('PATCH', gameUrl(game!.id), { enabled: 'yes' })).statusCode).toBe(400);
    expect((await call('PATCH', gameUrl(game!.id), { rtp: '99.00' })).statusCode).toBe(400);
    expect((await call('PATCH', gameUrl(99_999_999), { enabled: false })).json().errorCode).toBe('game.not.found');
    expect((await call('PATCH', vendorUrl('NOPE'), { enabled: false })).json().errorCode).toBe('game.vendor.not.found');
    expect((await call('PATCH', vendorUrl('bad code'), { enabled: false })).statusCode).toBe(400);
    expect((await call('GET', `${API.operatorGames}?label=hottest`)).statusCode).toBe(400);
    expect((await call('GET', `${API.operatorGames}?limit=1000`)).statusCode).toBe(400);
  });

  it('lets the auditor read but not change, refuses a role without games.read, and audits nothing refused', async () => {
    const auditor = await keyOf('auditor');
    const [game] = (await games('limit=1')).list;
    for (const url of [API.operatorGames, API.operatorGameVendors, API.operatorGameTypes])
      expect((await call('GET', url, undefined, auditor)).statusCode, url).toBe(200);
    const count = (await audit()).length;
    const refusals = [
      await call('PATCH', gameUrl(game!.id), { enabled: false }, auditor),
      await call('PATCH', vendorUrl('PP'), { enabled: false }, auditor),
      await call('POST', API.operatorGameImport, { rows: [], dryRun: true }, auditor),
    ];
    for (const res of refusals) expect([res.statusCode, res.json().errorCode]).toEqual([403, 'operator.permission.denied']);
    expect((await audit()).length).toBe(count);
    const finance = await keyOf('finance');
    for (const url of [API.operatorGames, API.operatorGameVendors, API.operatorGameTypes, API.operatorSportFixtures])
      expect((await call('GET', url, undefined, finance)).json().errorCode, url).toBe('operator.permission.denied');
  });

  it('names the import file’s bad rows in the operator’s language, writes nothing, and audits only an applied import', async () => {
    const good = { vendor: 'NEWV', gameCode: 'newv-1', gameType: 'RNG', nameEn: 'One', namePt: 'Um', minBet: '0.10', engine: 'slot' };
    const before = (await games('limit=1')).total;
    const count = (await audit()).length;
    const bad = await call(
      'POST',
      API.operatorGameImport,
      { rows: [good, { ...good, gameCode: 'newv-2', rtp: '120' }] },
      {
        ...operatorHeaders,
        language: 'en',
      },
    );
    expect(bad.json().value).toMatchObject({ applied: false, problems: [{ row: 2, field: 'rtp', message: expect.stringMatching(/RTP/) }] });
    expect((await games('limit=1')).total).toBe(before);
    const dry = await call('POST', API.operatorGameImport, { rows: [good], dryRun: true });
    expect(dry.json().value).toMatchObject({ applied: false, inserted: 1, problems: [] });
    expect((await audit()).length).toBe(count);
    const applied = await call('POST', API.operatorGameImport, { rows: [good] });
    expect(applied.json().value).toMatchObject({ applied: true, inserted: 1, vendorsAdded: ['NEWV'] });
    expect((await games('limit=1')).total).toBe(before + 1);
    expect((await audit())[0]).toMatchObject({ action: `POST ${API.operatorGameImport}` });
    expect((await lobby('vassalage=NEWV')).map((g) => g.gameId)).toEqual(['newv-1']);
  });

  it('reads an uploaded CSV or JSON file as the command line does, and refuses one it cannot read', async () => {
    const csv =
      'vendor,gameCode,gameType,nameEn,namePt,minBet,engine,rtp,isNew\nFILEV,filev-1,RNG,A,A,0.10,slot,96.5,sim\nFILEV,filev-2,RNG,B,B,0.10,slot,abc,no\n';
    const file = (text: string, format: string, extra: object = {}) =>
      call('POST', API.operatorGameImportFile, { format, text, ...extra }, { ...operatorHeaders, language: 'pt' });
    const bad = (await file(csv, 'csv')).json().value;
    expect(bad).toMatchObject({ applied: false, rows: 2, problems: [{ row: 2, field: 'rtp', message: expect.stringMatching(/O RTP/) }] });
    expect((await games('vendor=FILEV')).total).toBe(0);
    const fixed = (await file(csv.replace(',abc,', ',97,'), 'csv')).json().value;
    expect(fixed).toMatchObject({ applied: true, inserted: 2, problems: [] });
    expect((await games('vendor=FILEV')).list.map((g) => [g.gameCode, g.rtp, g.isNew])).toEqual([
      ['filev-1', '96.50', true],
      ['filev-2', '97.00', false],
    ]);
    const broken = await file('{"games": [', 'json');
    expect([broken.statusCode, broken.json().errorCode]).toEqual([400, 'game.import.file.invalid']);
    expect(broken.json().message).toMatch(/^Não foi possível ler o arquivo como JSON/);
    expect((await file('[]', 'xml')).statusCode).toBe(400);
  });

  it('answers sportsbook.not.configured when the server has no way to the game server', async () => {
    const res = await call('GET', API.operatorSportFixtures);
    expect([res.statusCode, res.json().errorCode]).toEqual([409, 'sportsbook.not.configured']);
  });
});
