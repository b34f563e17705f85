import { API, type Game, type GamePage } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, nextIp } from '../../test/accounts.js';
import { memberWithMoney } from '../../test/money.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { redeemLaunchToken } from './launch.service.js';
import { MAX_FAVOURITES, RECENT_KEEP } from './member-games.service.js';

describe.each(testDatabases())('favourites, recent games and launch on %s', (kind) => {
  let t: TestApp;
  let games: Game[];
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { games: { publicUrl: 'http://games.test:3001' } } });
    games = (await t.app.inject({ method: 'GET', url: `${API.gameList}?pageSize=100` })).json().value.games;
  });
  afterAll(() => t.close());

  const as = (token: string) => {
    const headers = { authorization: `Bearer ${token}` };
    return {
      // Member calls are rate-limited per address; these tests make many.
      get: (url: string) => t.app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() }),
      add: (nodeId: string) =>
        t.app.inject({ method: 'POST', url: API.gameFavourite, headers, payload: { nodeId, vendor: 'X' }, remoteAddress: nextIp() }),
      remove: (nodeId: string) =>
        t.app.inject({ method: 'DELETE', url: API.gameFavourite, headers, payload: { nodeId }, remoteAddress: nextIp() }),
    };
  };
  const ofType = (type: string) => games.filter((g) => g.gameType === type);

  it('keeps favourites per member: added once however often, listed newest first, filtered by type, removed', async () => {
    const m = as((await memberWithMoney(t)).token);
    const [slot, live] = [ofType('RNG')[0]!, ofType('LIVE')[0]!];
    for (const nodeId of [slot.nodeId, live.nodeId, slot.nodeId]) expect((await m.add(nodeId)).statusCode).toBe(200);
    expect((await m.get(API.gameFavouriteIds)).json().value).toEqual({ content: [live.nodeId, slot.nodeId], pageNum: 1, totalPages: 1 });
    const onlySlots = (await m.get(`${API.gameFavouriteList}?gameType=RNG&language=en`)).json().value;
    expect(onlySlots.content.map((g: Game) => g.nodeId)).toEqual([slot.nodeId]);
    expect(onlySlots.content[0].displayName).toBe(slot.gameName);
    const other = as((await memberWithMoney(t)).token);
    expect((await other.get(API.gameFavouriteIds)).json().value.content).toEqual([]);
    expect((await m.remove(live.nodeId)).statusCode).toBe(200);
    expect((await m.get(API.gameFavouriteIds)).json().value.content).toEqual([slot.nodeId]);
  });

  it('refuses a guest, an unknown game and more than the limit', async () => {
    const guest = await t.app.inject({ method: 'POST', url: API.gameFavourite, payload: { nodeId: games[0]!.nodeId } });
    expect([guest.statusCode, guest.json().errorCode]).toEqual([401, 'login.not.session']);
    const m = as((await memberWithMoney(t)).token);
    const unknown = await m.add('999999999');
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'game.not.found']);
    const all: Game[] = [];
    for (let page = 1; all.length <= MAX_FAVOURITES; page += 1)
      all.push(...(await t.app.inject({ method: 'GET', url: `${API.gameList}?pageSize=100&pageNo=${page}` })).json().value.games);
    for (const g of all.slice(0, MAX_FAVOURITES)) expect((await m.add(g.nodeId)).statusCode).toBe(200);
    const full = await m.add(all[MAX_FAVOURITES]!.nodeId);
    expect([full.statusCode, full.json().errorCode]).toEqual([400, 'favourite.limit']);
    expect(full.json().message).toContain(String(MAX_FAVOURITES));
    expect((await m.add(all[0]!.nodeId)).statusCode).toBe(200);
  });

  it('launches with a single-use token on the game server and lists the game first in recent', async () => {
    const m = as((await memberWithMoney(t)).token);
    const [first, second] = [ofType('RNG')[3]!, ofType('FISH')[0]!];
    for (const g of [first, second]) expect((await m.get(`${API.gameLaunch}?nodeId=${g.nodeId}&language=en`)).statusCode).toBe(200);
    const launch = (await m.get(`${API.gameLaunch}?gameId=${first.gameId}&vassalage=${first.vassalage}`)).json().value;
    expect(launch).toMatchObject({ nodeId: first.nodeId, currency: 'BRL' });
    const url = new URL(launch.url);
    expect(url.origin).toBe('http://games.test:3001');
    const token = url.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const deps = { db: t.database.db, clock: Date.now, catalogue: undefined as never };
    expect(await redeemLaunchToken(deps, token)).toMatchObject({ currency: 'BRL' });
    expect(await redeemLaunchToken(deps, token)).toBeUndefined();
    const recent = (await m.get(`${API.gameRecentList}?language=pt`)).json().value;
    expect(recent.list.map((g: Game) => g.nodeId)).toEqual([first.nodeId, second.nodeId]);
    expect((await m.get(`${API.gameRecentList}?gameType=FISH`)).json().value.list.map((g: Game) => g.nodeId)).toEqual([second.nodeId]);
  });

  it('keeps the newest recent games only', async () => {
    const m = as((await memberWithMoney(t)).token);
    for (const g of games.slice(0, RECENT_KEEP + 3)) expect((await m.get(`${API.gameRecentAdd}?nodeId=${g.nodeId}`)).statusCode).toBe(200);
    const recent = (await m.get(`${API.gameRecentList}?pageSize=100`)).json().value;
    expect(recent.list).toHaveLength(RECENT_KEEP);
    expect(recent.list[0].nodeId).toBe(games[RECENT_KEEP + 2]!.nodeId);
  });

  it('refuses a launch to a guest, of a game not offered, and of a game trial accounts cannot play', async () => {
    const guest = await t.app.inject({ method: 'GET', url: `${API.gameLaunch}?nodeId=${games[0]!.nodeId}` });
    expect([guest.statusCode, guest.json().errorCode]).toEqual([401, 'login.not.session']);
    const trial = as((await accountClient(t).sealed('POST', API.trial, {})).json().value.token);
    const live = ofType('LIVE')[0]!;
    expect(live.supportPlay).toBe(0);
    const refused = await trial.get(`${API.gameLaunch}?nodeId=${live.nodeId}`);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'game.trial.unsupported']);
    const playable = games.find((g) => g.supportPlay === 1)!;
    expect((await trial.get(`${API.gameLaunch}?nodeId=${playable.nodeId}`)).json().value.currency).toBe('PLAY');
    const cockfight = await t.app.inject({ method: 'GET', url: `${API.gameList}?gameType=COCKFIGHT` });
    expect((cockfight.json().value as GamePage).total).toBe(0);
    const member = as((await memberWithMoney(t)).token);
    const hidden = await member.get(`${API.gameLaunch}?gameId=ds88-arena-fights`);
    expect([hidden.statusCode, hidden.json().errorCode]).toEqual([404, 'game.not.found']);
    const missing = await member.get(API.gameLaunch);
    expect(missing.statusCode).toBe(400);
  });
});
