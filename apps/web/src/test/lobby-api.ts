import { API, type Game, type MatchGroup, type WinnerEntry } from '@app/contract';
import { fakeApi, type FakeCall } from './fake-api';
import { makeGame, makePage, makeStructure, vendor } from './game-fixtures';

/** A catalogue for screen tests: a few games per type, answered per the call's filters. */
export const lobbyGames: Game[] = [
  ...Array.from({ length: 8 }, (_, i) =>
    makeGame(`${100 + i}`, { vassalage: i % 2 ? 'PP' : 'TA', isNew: i === 0 ? 1 : 0, isTop: i === 1 ? 1 : 0 }),
  ),
  makeGame('200', { gameType: 'LIVE', vassalage: 'LV1', displayName: 'Roleta Ao Vivo' }),
  makeGame('300', { gameType: 'FISH', vassalage: 'FS1', displayName: 'Pesca Dourada' }),
];

export const lobbyStructure = makeStructure([
  { gameCategory: 'RNG', vendorNames: [vendor('TA', ['JP']), vendor('PP', ['JP', 'VP'])] },
  { gameCategory: 'LIVE', vendorNames: [vendor('LV1', ['Roulette'])] },
  { gameCategory: 'FISH', vendorNames: [vendor('FS1')] },
]);

const winner = (kind: WinnerEntry['kind'], n: number): WinnerEntry => ({
  kind,
  vo: {
    iconUrl: '/game-art/1.svg',
    customerName: `an***${n}`,
    winAmount: `${1000 + n}.50`,
    gameName: `Jogo ${n}`,
    nodeId: String(100 + n),
    gameType: 'RNG',
    vassalage: 'PP',
    wonAt: '2026-11-23T10:00:00Z',
  },
});

/** The jackpot row is a seeded demo player's (scripted round): the board marks it. */
export const lobbyWinners: WinnerEntry[] = [
  ...Array.from({ length: 5 }, (_, i) => winner('win', i)),
  { ...winner('jackpot', 9), demo: true },
];

export const lobbyMatches: MatchGroup[] = [
  {
    gameName: 'Futebol',
    gameClassifyNew: 'SOCCER',
    matchList: [
      {
        league: 'Liga Demo',
        homeTeam: 'Azul FC',
        awayTeam: 'Verde EC',
        homeTeamImageUrl: '/teams/a.svg',
        awayTeamImageUrl: '/teams/b.svg',
        matchTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        moneyLine: { homeTeamOdds: '1.80', awayTeamOdds: '2.10', drawOdds: '3.20' },
        vendor: 'SBK',
        gameId: 'sb1',
        nodeId: '900',
        matchId: 'm1',
        leagueId: 'l1',
      },
    ],
  },
  { gameName: 'Basquete', gameClassifyNew: 'BASKET', matchList: [] },
];

function listAnswer(call: FakeCall) {
  const type = call.query.get('gameType');
  const vendorCode = call.query.get('vassalage');
  const name = call.query.get('gameName')?.toLowerCase();
  const games = lobbyGames.filter(
    (g) =>
      (!type || g.gameType === type) &&
      (!vendorCode || g.vassalage === vendorCode) &&
      (!name || g.displayName.toLowerCase().includes(name)),
  );
  return { value: makePage(games) };
}

/** The home's calls answered from the fixtures above; `over` replaces any of them. */
export function lobbyApi(over: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [API.gameMenus]: () => ({ value: { categories: ['RNG', 'LIVE', 'FISH'], shortcuts: ['TA', 'PP'] } }),
    [API.gameHot]: () => ({ value: lobbyGames.slice(0, 3) }),
    [API.gameList]: listAnswer,
    [API.gameVendorTypes]: () => ({ value: { content: lobbyStructure } }),
    [API.gameWinners]: () => ({ value: { list: lobbyWinners } }),
    [API.gameMatches]: () => ({ value: { list: lobbyMatches } }),
    [API.helpCenter]: () => ({
      value: [
        { title: 'Como depositar', content: '<p>x</p>' },
        { title: 'Saques', content: '<p>y</p>' },
      ],
    }),
    [API.gameFavouriteIds]: () => ({ value: { content: ['101'], pageNum: 1, totalPages: 1 } }),
    ...over,
  });
}
