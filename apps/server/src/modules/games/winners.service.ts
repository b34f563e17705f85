import { formatMinor, type Language, type WinnerEntry } from '@app/contract';
import * as members from '../members/members.service.js';
import * as rounds from '../ledger/ledger-rounds.js';
import { gameOfRound, type CatalogueDeps } from './catalogue.service.js';
import type { CatalogueSnapshot } from './catalogue-snapshot.js';

/** SPEC §2: the left list holds the 10 biggest wins, the right the rest (wins on jackpot games). */
export const BIG_WINS = 10;
export const JACKPOT_CLASSIFY = 'JP';
/** The board is the same for everyone: read the rounds at most this often per merchant. */
const BOARD_TTL_MS = 15_000;

type Win = Awaited<ReturnType<typeof rounds.biggestWins>>[number];
interface Board {
  at: number;
  version: number;
  wins: Array<Win & { kind: 'win' | 'jackpot'; name: string; demo: boolean }>;
}

export function createWinnerBoard() {
  const boards = new Map<number, Board>();

  async function read(deps: CatalogueDeps, merchantId: number, snapshot: CatalogueSnapshot): Promise<Board> {
    const jackpotGames = [...new Set(snapshot.games.filter((g) => g.classify === JACKPOT_CLASSIFY).map((g) => g.gameCode))];
    // Read more than needed: wins on games the merchant no longer offers are dropped below.
    const [big, jackpot] = await Promise.all([
      rounds.biggestWins(deps, { merchantId, limit: BIG_WINS * 3 }),
      rounds.biggestWins(deps, { merchantId, limit: 30, gameCodes: jackpotGames }),
    ]);
    const profiles = await members.publicProfiles(
      deps,
      merchantId,
      [...big, ...jackpot].map((w) => w.memberId),
    );
    const named = (list: Win[], kind: 'win' | 'jackpot') =>
      list.map((w) => {
        const profile = profiles.get(w.memberId);
        return { ...w, kind, name: members.maskName(profile?.name ?? '?'), demo: profile?.demo ?? false };
      });
    return { at: deps.clock(), version: snapshot.version, wins: [...named(big, 'win'), ...named(jackpot, 'jackpot')] };
  }

  return async function winners(deps: CatalogueDeps, merchantId: number, limit: number, language: Language): Promise<WinnerEntry[]> {
    const snapshot = await deps.catalogue.get(merchantId);
    let board = boards.get(merchantId);
    if (!board || board.version !== snapshot.version || deps.clock() - board.at >= BOARD_TTL_MS) {
      board = await read(deps, merchantId, snapshot);
      boards.set(merchantId, board);
    }
    const entries = board.wins.flatMap((w) => {
      const game = gameOfRound(snapshot, w);
      if (!game) return [];
      const api = game.api[language];
      const vo = {
        iconUrl: api.iconUrl,
        customerName: w.name,
        winAmount: formatMinor(w.win),
        gameName: api.displayName,
        nodeId: api.nodeId,
        gameType: api.gameType,
        vassalage: api.vassalage,
        wonAt: (w.settledAt ?? new Date(0)).toISOString(),
      };
      return [{ kind: w.kind, vo, demo: w.demo, round: w.roundPk }];
    });
    const big = entries.filter((e) => e.kind === 'win').slice(0, Math.min(BIG_WINS, limit));
    // SPEC §2: the right list is "the rest": a jackpot win already among the biggest is not shown twice.
    const shown = new Set(big.map((e) => e.round));
    const jackpot = entries.filter((e) => e.kind === 'jackpot' && !shown.has(e.round)).slice(0, Math.max(0, limit - BIG_WINS));
    return [...big, ...jackpot].map(({ kind, vo, demo }) => ({ kind, vo, demo }));
  };
}
export type WinnerBoard = ReturnType<typeof createWinnerBoard>;
