/**
 * Where the home's main-thread time goes (a study aid for bench:lighthouse):
 * loads /m/home in Chromium at phone size with 4× CPU slowdown, records a
 * DevTools trace and prints the main thread's top-level tasks over 50 ms and
 * the time per event name inside them. Uses the last build (npm run build).
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, phoneContext } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string } };
}

const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext({ ...phoneContext, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU_SLOWDOWN ?? 4) });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'],
  });
  await page.goto(`${server.url}/m/home`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const buffer = await browser.stopTracing();
  if (process.env.TRACE_FILE) writeFileSync(process.env.TRACE_FILE, buffer);
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  // The renderer main thread that ran the most tasks is the page's (other renderers idle on about:blank).
  const mains = events.filter((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain');
  const busy = (m: TraceEvent) =>
    events.filter((e) => e.tid === m.tid && e.pid === m.pid && e.name === 'RunTask').reduce((s, e) => s + (e.dur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  const onMain = events.filter((e) => e.tid === main?.tid && e.pid === main?.pid && e.ph === 'X' && e.dur);
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const t0 = Math.min(...tasks.map((t) => t.ts));
  const long = tasks.filter((t) => (t.dur ?? 0) > 50_000);
  let blocking = 0;
  for (const task of long) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
    const byName = new Map<string, number>();
    for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const top = [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([n, ms]) => `${n} ${ms.toFixed(0)}`)
      .join(', ');
    const urls = [...new Set(inside.map((e) => e.args?.data?.url).filter(Boolean))].slice(0, 2).join(' ');
    blocking += (task.dur ?? 0) / 1000 - 50;
    console.log(`@${((task.ts - t0) / 1000).toFixed(0)} ms ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${top} ${urls}`);
  }
  console.log(JSON.stringify({ long_tasks: long.length, blocking_ms: Math.round(blocking) }));
} finally {
  await browser.close();
  await server.stop();
}
