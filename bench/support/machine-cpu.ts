import { readFileSync } from 'node:fs';

/** The machine's CPU time since boot, in µs, from /proc/stat (Linux); undefined elsewhere. */
export interface CpuTimes {
  /** Spent running anything: user, nice, system, irq and softirq, over all cores. */
  busyUs: number;
  /** Taken by the host for other guests while this one wanted to run. */
  stealUs: number;
  totalUs: number;
}

// /proc/stat counts in USER_HZ, 100 a second on Linux.
const US_PER_TICK = 10_000;

export function cpuTimes(): CpuTimes | undefined {
  let line: string | undefined;
  try {
    line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  } catch {
    return undefined;
  }
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = (line ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq;
  return { busyUs: busy * US_PER_TICK, stealUs: steal * US_PER_TICK, totalUs: (busy + idle + iowait + steal) * US_PER_TICK };
}

/** What the machine spent between two readings. */
export function cpuBetween(from: CpuTimes | undefined, to: CpuTimes | undefined): CpuTimes | undefined {
  if (!from || !to) return undefined;
  return { busyUs: to.busyUs - from.busyUs, stealUs: to.stealUs - from.stealUs, totalUs: to.totalUs - from.totalUs };
}
