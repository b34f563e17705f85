import { API, type Game, type MatchGroup, type SeamlessMatch, type WinnerEntry } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithMoney, providerCalls, TEST_VENDOR } from '../../test/money.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { maskName } from '../members/members.service.js';

describe('maskName', () => {
  it('keeps enough to recognise oneself and never the whole name', () => {
    expect(maskName('joaosilva')).toBe('jo***va');
    expect(maskName('ana1')).toBe('a***1');
    expect(maskName('Zé')).toBe('Z***');
  });
});

const IN_HOUSE = { code: 'INHOUSE', secret: 'in-house-test-secret-0123456789abcdef' };

describe.each(testDatabases())('winner board, match cards and artwork on %s', (kind) => {
  let t: TestApp;
  let games: Game[];
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { seamlessVendors: [TEST_VENDOR, IN_HOUSE] } });
    games = (await t.app.inject({ method: 'GET', url: `${API.gameList}?gameType=RNG&pageSize=100` })).json().value.games;
  });
  afterAll(() => t.close());

  it('lists the biggest real-money wins first and then the wins on jackpot games, names masked', async () => {
    const player = await memberWithMoney(t, 1_000_000n);
    const provider = providerCalls(t);
    const plain = games.filter((g) => g.gameClassify !== 'JP');
    const jackpot = games.find((g) => g.gameClassify === 'JP')!;
    const play = async (game: Game, win: string, round: string) => {
      const base = { playerId: player.playerId, roundId: round, gameCode: game.gameId, currency: 'BRL' };
      expect((await provider('bet', { ...base, transactionId: `${round}-b`, amount: '1.00' })).statusCode).toBe(200);
      expect((await provider('win', { ...base, transactionId: `${round}-w`, amount: win, endRound: true })).statusCode).toBe(200);
    };
    for (let i = 0; i < 12; i += 1) await play(plain[i]!, `${(i + 1) * 10}.00`, `board-${i}`);
    await play(jackpot, '5.00', 'board-jp');
    await play(jackpot, '500.00', 'board-jp-big');
    const list = (await t.app.inject({ method: 'GET', url: `${API.gameWinners}?gameCategory=ALL&limitNum=20&language=pt` })).json().value
      .list as WinnerEntry[];
    const wins = list.filter((e) => e.kind === 'win');
    expect(wins.map((e) => e.vo.winAmount)).toEqual([
      '500.00',
      '120.00',
      '110.00',
      '100.00',
      '90.00',
      '80.00',
      '70.00',
      '60.00',
      '50.00',
      '40.00',
    ]);
    expect(wins[1]!.vo).toMatchObject({ nodeId: plain[11]!.nodeId, gameName: plain[11]!.displayName, iconUrl: plain[11]!.iconUrl });
    // The jackpot list is the rest: the big jackpot win is on the left only.
    expect(list.filter((e) => e.kind === 'jackpot').map((e) => [e.vo.nodeId, e.vo.winAmount])).toEqual([[jackpot.nodeId, '5.00']]);
    for (const e of list) {
      expect(e.vo.customerName).toContain('***');
      expect(e.vo.customerName).not.toContain(player.username);
      // A real player's win carries no demo mark.
      expect(e.demo).toBe(false);
    }
    expect(list.indexOf(list.find((e) => e.kind === 'jackpot')!)).toBe(10);

    const record = (language: string) =>
      t.app
        .inject({ method: 'GET', url: `${API.betRecord}?pageSize=1`, headers: { authorization: `Bearer ${player.token}`, language } })
        .then((r) => r.json().value.list[0]);
    expect(await record('pt')).toMatchObject({ gameCode: jackpot.gameId, gameName: jackpot.displayName, win: '500.00' });
    expect((await record('en')).gameName).toBe(jackpot.gameName);
  });

  it('takes the sportsbook feed and groups upcoming fixtures by sports game with odds, logos and the game to open', async () => {
    const match = (n: number, o: Partial<SeamlessMatch> = {}): SeamlessMatch => ({
      vendor: n % 2 ? 'DBSPORT' : 'TF',
      matchId: `m-${n}`,
      gameCode: n % 2 ? (n % 3 ? 'dbsport-football' : 'dbsport-basketball') : 'tf-esports-arena',
      sport: 'x',
      leagueId: 'l1',
      leagueName: 'Liga Demo',
      homeTeam: `Casa ${n}`,
      awayTeam: `Fora ${n}`,
      homeLogoUrl: '/game-art/v1/team/casa.svg',
      awayLogoUrl: '/game-art/v1/team/fora.svg',
      startsAt: new Date(Date.now() + (10 - n) * 3_600_000).toISOString(),
      homeOdds: '1.90',
      drawOdds: n % 2 && n % 3 ? '3.20' : null,
      awayOdds: '2.10',
      status: 'scheduled',
      ...o,
    });
    const feed = (matches: SeamlessMatch[], vendor = IN_HOUSE) => providerCalls(t, vendor)('feed/matches', { matches });
    expect((await feed([1, 2, 3, 4, 5, 7].map((n) => match(n)))).statusCode).toBe(200);
    expect(
      (await feed([match(1, { homeOdds: '1.75' }), match(8, { startsAt: new Date(Date.now() - 5 * 3_600_000).toISOString() })])).statusCode,
    ).toBe(200);
    const refused = await feed([match(9)], TEST_VENDOR);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'permission.denied']);
    const groups = (await t.app.inject({ method: 'GET', url: `${API.gameMatches}?language=pt` })).json().value.list as MatchGroup[];
    expect(groups.flatMap((g) => g.matchList.map((m) => m.matchId)).sort()).toEqual(['m-1', 'm-2', 'm-3', 'm-4', 'm-5', 'm-7']);
    expect(groups.flatMap((g) => g.matchList).find((m) => m.matchId === 'm-1')!.moneyLine.homeTeamOdds).toBe('1.75');
    expect(groups.map((g) => g.gameName).sort()).toEqual(['Arena de Esports', 'Basquete', 'Futebol']);
    const sports = (await t.app.inject({ method: 'GET', url: `${API.gameList}?gameType=SPORTS&pageSize=100` })).json().value
      .games as Game[];
    for (const group of groups) {
      expect(group.matchList.length).toBeGreaterThan(0);
      for (const m of group.matchList) {
        expect(new Date(m.matchTime).getTime()).toBeGreaterThan(Date.now() - 2 * 3600_000);
        expect(Number(m.moneyLine.homeTeamOdds)).toBeGreaterThan(1);
        expect(sports.map((g) => g.nodeId)).toContain(m.nodeId);
        expect(m.homeTeamImageUrl).toBe('/game-art/v1/team/casa.svg');
      }
      const times = group.matchList.map((m) => m.matchTime);
      expect(times).toEqual([...times].sort());
    }
    const football = groups.find((g) => g.gameClassifyNew === 'football')!;
    expect(football.gameName).toBe('Futebol');
    expect(football.matchList.every((m) => m.moneyLine.drawOdds !== null)).toBe(true);
  });

  it('draws the artwork each address names, cacheable for good, and nothing for a bad address', async () => {
    const art = await t.app.inject({ method: 'GET', url: games[0]!.iconUrl });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.headers['cache-control']).toContain('immutable');
    expect(art.body).toMatch(/^<svg[^>]+viewBox="0 0 300 300"/);
    expect((await t.app.inject({ method: 'GET', url: games[0]!.iconUrl })).body).toBe(art.body);
    const vendors = (await t.app.inject({ method: 'GET', url: API.gameVendorTypes })).json().value.content.sorting[0].vendorNames;
    expect((await t.app.inject({ method: 'GET', url: vendors[0].iconUrl })).statusCode).toBe(200);
    for (const bad of ['/game-art/v1/nope/PP/x.svg', '/game-art/v1/gem/PP/<script>.svg', '/game-art/v1/vendor/lower.svg']) {
      expect((await t.app.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(404);
    }
  });
});
