import { cpuBetween, cpuTimes, type CpuTimes } from './machine-cpu.js';
import { percentile, seamlessClient } from './seamless-client.js';

export interface LoadOptions {
  url: string;
  vendor: { code: string; secret: string };
  players: string[];
  clients: number;
  seconds: number;
  /** Each client keeps to its own player (no two clients on one wallet row). */
  distinct: boolean;
  /** Every player plays one round first (not measured): the server then knows them all, as it knows the players of a warm turn. */
  meetEveryPlayer?: boolean;
}

export interface LoadResult {
  tps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Every measured call's latency in ms, ascending (to merge runs). */
  latenciesMs: number[];
  seconds: number;
  /** What the whole machine (server, database, this load) spent over the measured time, if it can be read. */
  cpu?: CpuTimes;
}

const WARMUP_MS = 2_000;

/** Closed-loop load: each client sends a signed bet, waits, sends the win that ends the round, and so on. */
export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const { post, close } = seamlessClient(o.url, o.vendor, o.clients);
  const latencies: number[] = [];
  let errors = 0;
  let counted = 0;
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  /** A round: a bet, then the win that ends it. */
  async function round(playerId: string, roundId: string, call: (path: string, body: object) => Promise<unknown>) {
    const base = { playerId, roundId, gameCode: 'bench-slot', currency: 'BRL' };
    await call('bet', { ...base, transactionId: `b-${roundId}`, amount: '1.00' });
    await call('win', { ...base, transactionId: `w-${roundId}`, amount: '0.50', endRound: true });
  }

  if (o.meetEveryPlayer) {
    const unmeasured = async (path: string, body: object) => {
      if ((await post(path, body)) !== 200) errors += 1;
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: o.clients }, async (_, c) => {
        for (let p = next++; p < o.players.length; p = next++) await round(o.players[p]!, `${run}-meet-${c}-${p}`, unmeasured);
      }),
    );
  }

  const startedAt = performance.now();
  const measureFrom = startedAt + WARMUP_MS;
  const endAt = measureFrom + o.seconds * 1000;
  let cpuFrom: CpuTimes | undefined;
  let cpuTo: CpuTimes | undefined;
  const cpuTimers = [
    setTimeout(() => (cpuFrom = cpuTimes()), WARMUP_MS),
    setTimeout(() => (cpuTo = cpuTimes()), WARMUP_MS + o.seconds * 1000),
  ];
  async function timed(path: string, body: object) {
    const t0 = performance.now();
    const status = await post(path, body);
    const t1 = performance.now();
    if (t0 >= measureFrom && t1 <= endAt) {
      counted += 1;
      latencies.push(t1 - t0);
      if (status !== 200) errors += 1;
    }
  }

  await Promise.all(
    Array.from({ length: o.clients }, async (_, c) => {
      for (let i = 0; performance.now() < endAt; i += 1) {
        const playerId = o.distinct ? o.players[c % o.players.length]! : o.players[Math.floor(Math.random() * o.players.length)]!;
        await round(playerId, `${run}-${c}-${i}`, timed);
      }
    }),
  );
  close();
  for (const timer of cpuTimers) clearTimeout(timer);
  latencies.sort((a, b) => a - b);
  const cpu = cpuBetween(cpuFrom, cpuTo);
  return {
    tps: counted / o.seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors,
    latenciesMs: latencies,
    seconds: o.seconds,
    ...(cpu && { cpu }),
  };
}

/** Several runs as one: calls over their whole measured time, percentiles over all their calls. */
export function mergeLoads(runs: LoadResult[]): LoadResult {
  const latencies = runs.flatMap((r) => r.latenciesMs).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const cpu = runs.every((r) => r.cpu)
    ? runs
        .map((r) => r.cpu as CpuTimes)
        .reduce((a, b) => ({ busyUs: a.busyUs + b.busyUs, stealUs: a.stealUs + b.stealUs, totalUs: a.totalUs + b.totalUs }))
    : undefined;
  return {
    ...(cpu && { cpu }),
    tps: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    latenciesMs: latencies,
    seconds,
  };
}
