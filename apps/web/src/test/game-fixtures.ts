import type { Game, GamePage, VendorEntry, VendorStructure } from '@app/contract';

/** A catalogue game as the list calls answer it; override what a test is about. */
export function makeGame(nodeId: string, over: Partial<Game> = {}): Game {
  return {
    gameId: `g${nodeId}`,
    nodeId,
    nodeName: `node ${nodeId}`,
    roomId: null,
    gameName: `Game ${nodeId}`,
    displayName: `Jogo ${nodeId}`,
    gameType: 'RNG',
    gameCategory: 'RNG',
    vassalage: 'PP',
    gameClassify: null,
    minBet: '0.10',
    lines: null,
    rtp: '96.50',
    mobileLargeIcon: `/game-art/${nodeId}.svg`,
    showIcon: `/game-art/${nodeId}.svg`,
    iconUrl: `/game-art/${nodeId}.svg`,
    isNew: 0,
    isTop: 0,
    supportPlay: 1,
    demo: true,
    ...over,
  };
}

export function makePage(games: Game[], pageNum = 1, totalPages = 1): GamePage {
  return { games, pageNum, totalPages, total: games.length };
}

export function vendor(vassalage: string, classifies: string[] = [], name = `Vendor ${vassalage}`): VendorEntry {
  return { vassalage, name, iconUrl: `/vendor/${vassalage}.svg`, classifies, gameCount: 10 };
}

export function makeStructure(sorting: VendorStructure['sorting']): VendorStructure {
  return { gameTypes: Object.fromEntries(sorting.map((c) => [c.gameCategory, c.vendorNames.map((v) => v.vassalage)])), sorting };
}
