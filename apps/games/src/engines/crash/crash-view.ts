import type { GamesDb } from '../../db/client.js';
import { publicBetOf } from './crash-bets.js';
import { roundBets } from './crash-bets.repository.js';
import type { CrashEvent, PublicBet, PublicRound } from './crash-events.js';
import { shownCrashCents } from './crash-formula.js';
import { chainInfo, finishedRounds, latestRound, type CrashRoundRow } from './crash.repository.js';
import type { CrashPhase } from './crash.tables.js';

export function publicRound(r: Pick<CrashRoundRow, 'id' | 'chainId' | 'chainRound' | 'crashCents' | 'hash' | 'phase'>): PublicRound {
  return {
    roundId: r.id,
    number: r.chainRound,
    chainId: r.chainId,
    crashCents: shownCrashCents(r.crashCents),
    instantBust: r.crashCents < 100,
    hash: r.hash,
    cancelled: r.phase === 'cancelled',
  };
}

/** The room as a page sees it: what every process can tell without being its leader. */
export interface RoomPicture {
  chain: { chainId: string; length: number; terminatingHash: string };
  round: {
    roundId: string;
    number: number;
    phase: CrashPhase;
    bettingEndsAt: number;
    startedAt: number | null;
    crash: PublicRound | null;
  };
  bets: Map<string, PublicBet>;
  history: PublicRound[];
}

const RANK: Record<PublicBet['status'], number> = { pending: 0, active: 1, cashed: 2, lost: 2 };

async function loadPicture(db: GamesDb, gameCode: string, historySize: number): Promise<RoomPicture | undefined> {
  const latest = await latestRound(db, gameCode);
  if (!latest) return undefined;
  const [chain, bets, history] = await Promise.all([
    chainInfo(db, { chainId: latest.chainId }),
    roundBets(db, latest.id),
    finishedRounds(db, gameCode, historySize),
  ]);
  const over = latest.phase === 'crashed' || latest.phase === 'cancelled';
  return {
    chain: chain!,
    round: {
      roundId: latest.id,
      number: latest.chainRound,
      phase: latest.phase,
      bettingEndsAt: latest.bettingEndsAt.getTime(),
      startedAt: latest.startedAt?.getTime() ?? null,
      crash: over ? publicRound(latest) : null,
    },
    bets: new Map(bets.map((b) => [b.id, publicBetOf(b)])),
    history: history.map(publicRound),
  };
}

/**
 * Every process's picture of a room, the leader's included: loaded from the database, then kept by the room's
 * events, its own and those other processes relay (crash-bus.ts). Applying an event twice changes nothing, so events
 * that arrive while it reloads are applied again afterwards. The room checks it against the database now and then
 * (`isCurrent`) and reloads it when an event went missing.
 */
export function createRoomView(db: GamesDb, gameCode: string, historySize: number) {
  let picture: RoomPicture | undefined;
  let loading: Promise<void> | undefined;
  let arrivedWhileLoading: CrashEvent[] = [];

  function apply(event: CrashEvent) {
    if (loading) arrivedWhileLoading.push(event);
    if (!picture) return;
    const { round } = picture;
    if (event.type === 'round') {
      if (event.roundId === round.roundId) return;
      // A new chain: its terminating hash comes from the database (a failed load is retried by the room's check).
      if (event.chainId !== picture.chain.chainId) void refresh().catch(() => undefined);
      picture.round = {
        roundId: event.roundId,
        number: event.number,
        phase: 'betting',
        bettingEndsAt: event.bettingEndsAt,
        startedAt: null,
        crash: null,
      };
      picture.bets = new Map();
      return;
    }
    // A late event of an earlier round changes nothing; a missed round is found by the room's check.
    if (event.roundId !== round.roundId) return;
    if (event.type === 'flight') Object.assign(round, { phase: 'flying', startedAt: event.startedAt });
    else if (event.type === 'crash') {
      const { type: _type, ...crash } = event;
      Object.assign(round, { phase: crash.cancelled ? 'cancelled' : 'crashed', crash });
      picture.history = [crash, ...picture.history.filter((h) => h.roundId !== crash.roundId)].slice(0, historySize);
    } else {
      const known = picture.bets.get(event.bet.betId);
      if (!known || RANK[event.bet.status] >= RANK[known.status]) picture.bets.set(event.bet.betId, event.bet);
    }
  }

  function refresh(): Promise<void> {
    loading ??= (async () => {
      try {
        const loaded = await loadPicture(db, gameCode, historySize);
        if (loaded) picture = loaded;
        const replay = arrivedWhileLoading;
        arrivedWhileLoading = [];
        loading = undefined;
        for (const event of replay) apply(event);
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  }

  return {
    apply,
    refresh,
    get picture() {
      return picture;
    },
    /** Whether the picture still shows the room's newest round in its phase. */
    isCurrent: (latest: Pick<CrashRoundRow, 'id' | 'phase'> | undefined) =>
      !latest || (picture?.round.roundId === latest.id && picture.round.phase === latest.phase),
  };
}
export type RoomView = ReturnType<typeof createRoomView>;
