import { formatMinor, parseMoney, type SeamlessAuthenticate, type SeamlessMatch } from '@app/contract';
import { WalletRefusal, WalletUnavailable, type MoveRequest, type WalletClient } from '../wallet/wallet-client.js';

type Failure = 'before' | 'after' | 'pass';

/** The wallet's books and its network: every money call goes through `once`, which may lose it as a network would. */
function createBooks() {
  const balances = new Map<string, bigint>();
  const done = new Map<string, unknown>();
  const held = new Map<string, { roundId: string; amount: bigint; playerId: string }>();
  const closedRounds = new Set<string>();
  const failures: Failure[] = [];
  const calls: string[] = [];
  // The moves that took effect (a repeat of a transaction id answers the stored result and is not listed again).
  const applied: string[] = [];
  // A real wallet answers over the network: with a latency, concurrent calls of a test interleave as they would.
  const network = { latencyMs: 0, down: false };

  const balanceOf = (playerId: string) => balances.get(playerId) ?? 0n;
  const answer = (playerId: string, transactionId: string, status: 'applied' | 'unknown' = 'applied') => ({
    playerId,
    currency: 'BRL',
    balance: formatMinor(balanceOf(playerId)),
    transactionId,
    status,
  });

  /** Applies `apply` once per transaction id, failing the call first when a failure is queued. */
  async function once<T>(kind: string, id: string, apply: () => T): Promise<T> {
    calls.push(`${kind}:${id}`);
    if (network.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, network.latencyMs));
    // An outage loses every call, however many retries a caller makes.
    const failure = network.down ? 'before' : failures.shift();
    if (failure === 'before') throw new WalletUnavailable(new Error('lost before applying'));
    const fresh = !done.has(id);
    const result = fresh ? apply() : (done.get(id) as T);
    if (fresh) applied.push(`${kind}:${id}`);
    done.set(id, result);
    if (failure === 'after') throw new WalletUnavailable(new Error('lost after applying'));
    return result;
  }

  return { balances, done, held, closedRounds, failures, calls, applied, network, balanceOf, answer, once };
}
type Books = ReturnType<typeof createBooks>;

/** Bet, win, rollback and round end with the protocol's rules. */
function moneyMoves(b: Books): Pick<WalletClient, 'bet' | 'win' | 'rollback' | 'end'> {
  const { balances, done, held, closedRounds, balanceOf, answer, once } = b;
  return {
    bet: (req: MoveRequest) =>
      once('bet', req.transactionId, () => {
        if (closedRounds.has(req.roundId) || done.get(`tomb:${req.transactionId}`))
          throw new WalletRefusal('seamless.round.closed', 409, 'closed');
        const amount = parseMoney(req.amount);
        if (balanceOf(req.playerId) < amount) throw new WalletRefusal('wallet.insufficient.funds', 400, 'insufficient');
        balances.set(req.playerId, balanceOf(req.playerId) - amount);
        held.set(req.transactionId, { roundId: req.roundId, amount, playerId: req.playerId });
        return answer(req.playerId, req.transactionId);
      }),
    win: (req) =>
      once('win', req.transactionId, () => {
        balances.set(req.playerId, balanceOf(req.playerId) + parseMoney(req.amount));
        if (req.endRound) {
          closedRounds.add(req.roundId);
          for (const [id, bet] of held) if (bet.roundId === req.roundId) held.delete(id);
        }
        return answer(req.playerId, req.transactionId);
      }),
    rollback: (req) =>
      once('rollback', req.transactionId, () => {
        const bet = held.get(req.referenceTransactionId);
        if (closedRounds.has(req.roundId)) throw new WalletRefusal('seamless.rollback.refused', 409, 'refused');
        if (!bet) {
          done.set(`tomb:${req.referenceTransactionId}`, true);
          return answer(req.playerId, req.transactionId, 'unknown');
        }
        held.delete(req.referenceTransactionId);
        balances.set(req.playerId, balanceOf(req.playerId) + bet.amount);
        return answer(req.playerId, req.transactionId);
      }),
    end: (req) =>
      once('end', `end:${req.roundId}`, () => {
        if (![...done.keys()].some((id) => id.startsWith(`${req.roundId}:`)))
          throw new WalletRefusal('seamless.round.closed', 409, 'unknown round');
        closedRounds.add(req.roundId);
        for (const [id, bet] of held) if (bet.roundId === req.roundId) held.delete(id);
        return { roundId: req.roundId, status: 'completed' };
      }),
  };
}

/**
 * An in-memory wallet with the protocol's rules (idempotent by transaction
 * id, stakes held until the round ends, unknown rollbacks remembered, no
 * negative balance) for the game server's own tests. It can lose a call
 * before or after applying it, as a network would. The real wallet is
 * exercised over HTTP by the integration tests.
 */
export function createFakeWallet() {
  const books = createBooks();
  const { balances, held, failures, calls, applied, balanceOf } = books;
  const launches = new Map<string, SeamlessAuthenticate>();
  const feed = new Map<string, SeamlessMatch>();

  const client: WalletClient = {
    authenticate: async (token) => {
      const launch = launches.get(token);
      launches.delete(token);
      if (!launch) throw new WalletRefusal('seamless.token.invalid', 401, 'invalid');
      return launch;
    },
    balance: async (playerId) => ({ playerId, currency: 'BRL', balance: formatMinor(balanceOf(playerId)) }),
    ...moneyMoves(books),
    feedMatches: async (matches) => {
      for (const m of matches) feed.set(m.matchId, m);
      return { accepted: matches.length };
    },
  };

  return {
    client,
    fund: (playerId: string, minor: bigint) => balances.set(playerId, balanceOf(playerId) + minor),
    balanceOf,
    /** Stakes still held (rounds not ended): must be none once every round is finished. */
    heldTotal: () => [...held.values()].reduce((sum, b) => sum + b.amount, 0n),
    failNext: (...next: Failure[]) => failures.push(...next),
    setLatency: (ms: number) => void (books.network.latencyMs = ms),
    /** An outage: every money call is lost before it is applied until it ends. */
    setDown: (down: boolean) => void (books.network.down = down),
    calls,
    /** Every move that took effect, as `kind:transactionId`: each bet's stake and each win must appear once. */
    applied,
    addLaunch: (token: string, launch: SeamlessAuthenticate) => launches.set(token, launch),
    /** The fixtures the sportsbook fed, by match id. */
    feed,
  };
}
export type FakeWallet = ReturnType<typeof createFakeWallet>;
