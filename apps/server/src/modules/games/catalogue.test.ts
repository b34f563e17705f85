import { API, gamePageSchema, gameSchema, minBetOptions, type Game, type GamePage } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { searchFold } from './search-fold.js';

describe.each(testDatabases())('game catalogue on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as T;
  };
  const list = (query: string) => get<GamePage>(`${API.gameList}?${query}`);
  /** Every game of a filter, page by page, as a client scrolling to the end would see them. */
  async function all(query: string): Promise<Game[]> {
    const games: Game[] = [];
    for (let page = 1; ; page += 1) {
      const p = await list(`${query}&pageNo=${page}&pageSize=100`);
      games.push(...p.games);
      if (page >= p.totalPages) return games;
    }
  }

  it('seeds at least 600 original demo games over the SPEC categories, without the types the merchant switched off', async () => {
    const games = await all('');
    expect(games.length).toBeGreaterThanOrEqual(600);
    // The list goes out as prebuilt text, without a response schema: its shape is the contract's.
    for (const g of games) gameSchema.strict().parse(g);
    gamePageSchema.parse(await list('gameType=FISH'));
    gameSchema.array().parse(await get(API.gameHot));
    expect(games.every((g) => g.demo)).toBe(true);
    expect(new Set(games.map((g) => g.gameType))).toEqual(new Set(['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'LOTT']));
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(games.length);
    expect(games.every((g) => g.iconUrl.startsWith('/game-art/'))).toBe(true);
  });

  it('names the vendors of each type and groups the menu as SPEC §4 says', async () => {
    const { content } = await get<{ content: { gameTypes: Record<string, string[]>; sorting: Array<{ gameCategory: string }> } }>(
      API.gameVendorTypes,
    );
    expect(content.gameTypes.RNG).toEqual(expect.arrayContaining(['PGE', 'PP', 'JDB', 'FC', 'TA', 'INHOUSE']));
    expect(content.gameTypes.COCKFIGHT).toBeUndefined();
    const menus = await get<{ categories: string[]; shortcuts: string[] }>(API.gameMenus);
    expect(menus.categories).toEqual(['PGE', 'RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'LOTT']);
    expect(menus.shortcuts).toEqual(['CRASH', 'TA', 'JDB', 'FC', 'PP']);
  });

  it('pages lists: 35 a page by default, pages that do not overlap, hasMore while pageNum < totalPages', async () => {
    const first = await list('gameType=RNG');
    expect(first.games).toHaveLength(35);
    expect(first.totalPages).toBe(Math.ceil(first.total / 35));
    const second = await list('gameType=RNG&pageNo=2');
    expect(second.pageNum).toBe(2);
    expect(second.games.map((g) => g.nodeId)).not.toContain(first.games[0]!.nodeId);
    const last = await list(`gameType=RNG&pageNo=${first.totalPages}`);
    expect(last.games.length).toBe(first.total - 35 * (first.totalPages - 1));
    expect((await list(`gameType=RNG&pageNo=${first.totalPages + 1}`)).games).toEqual([]);
  });

  it('combines every filter of SPEC §7 and each result satisfies all of them', async () => {
    const everything = await all('gameType=RNG');
    for (const [query, holds] of [
      ['gameType=RNG&vassalage=PP', (g: Game) => g.vassalage === 'PP'],
      ['gameType=RNG&gameClassify=JP', (g: Game) => g.gameClassify === 'JP'],
      ['gameType=RNG&gameClassify=NEW', (g: Game) => g.isNew === 1],
      ['gameType=RNG&isNew=1&vassalage=TA', (g: Game) => g.isNew === 1 && g.vassalage === 'TA'],
      ['gameType=RNG&minBet=0.50', (g: Game) => g.minBet === '0.50'],
      ['gameType=RNG&minLine=40', (g: Game) => (g.lines ?? 0) >= 40],
      ['gameType=RNG&vassalage=INHOUSE&gameClassify=Crash', (g: Game) => g.vassalage === 'INHOUSE' && g.gameClassify === 'Crash'],
    ] as const) {
      const games = await all(query);
      expect(games.length, query).toBeGreaterThan(0);
      expect(games.every(holds), query).toBe(true);
      expect(games.length, query).toBe(everything.filter(holds).length);
    }
    for (const minBet of minBetOptions) expect((await list(`minBet=${minBet}`)).games.every((g) => g.minBet === minBet)).toBe(true);
  });

  it('searches display names of the asked language without accents or case', async () => {
    const games = await all('');
    const accented = games.find((g) => /[çãéêíóôú]/i.test((g as Game).displayName) && g.gameType === 'RNG')!;
    const word = accented.displayName.split(' ').find((w) => /[çãéêíóôú]/i.test(w))!;
    const typed = searchFold(word).slice(0, 5).toUpperCase();
    const found = await all(`gameName=${encodeURIComponent(`  ${typed} `)}&language=pt`);
    expect(found.map((g) => g.nodeId)).toContain(accented.nodeId);
    expect(found.every((g) => searchFold(g.displayName).includes(searchFold(typed)))).toBe(true);
    const english = await get<Game[]>(`${API.gameHot}?language=en`);
    const portuguese = await get<Game[]>(`${API.gameHot}`, { language: 'pt' });
    expect(english.map((g) => g.nodeId)).toEqual(portuguese.map((g) => g.nodeId));
    expect(english.some((g, i) => g.displayName !== portuguese[i]!.displayName)).toBe(true);
  });

  it('gives the hot list in rank order, for everyone the same', async () => {
    const hot = await get<Game[]>(API.gameHot);
    expect(hot.length).toBeGreaterThanOrEqual(20);
    expect(hot.length).toBeLessThanOrEqual(30);
  });

  it('answers 304 to a client holding the current ETag, and a new tag once the catalogue changes', async () => {
    const url = `${API.gameList}?gameType=LIVE`;
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const off = await t.app.inject({
      method: 'PUT',
      url: API.operatorGameCategories,
      headers: operatorHeaders,
      payload: { gameTypesOff: ['COCKFIGHT', 'LIVE'] },
    });
    expect(off.statusCode, off.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().value.games).toEqual([]);
    expect((await get<{ categories: string[] }>(API.gameMenus)).categories).not.toContain('LIVE');
    await t.app.inject({
      method: 'PUT',
      url: API.operatorGameCategories,
      headers: operatorHeaders,
      payload: { gameTypesOff: ['COCKFIGHT'] },
    });
    expect((await list('gameType=LIVE')).total).toBeGreaterThan(0);
  });

  it('refuses unknown parameters and bad values with translated messages', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.gameList}?gameType=CASINO&pageSize=500`, headers: { language: 'en' } });
    expect([res.statusCode, res.json().errorCode]).toEqual([400, 'request.invalid']);
    const unknown = await t.app.inject({ method: 'GET', url: `${API.gameList}?orderBy=name` });
    expect(unknown.statusCode).toBe(400);
  });
});
