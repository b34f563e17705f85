/**
 * Lighthouse on /m/home (issues 5 and 33 "Performance"): builds the product, starts the real server on its embedded
 * defaults (PGlite, the seeded demo catalogue) and audits the home with Lighthouse's default mobile settings (phone
 * screen, simulated slow 4G and 4× CPU slowdown) in the system Chromium. Lighthouse's score moves with the host's CPU,
 * so the same run also audits a reference page (a bare React 19 + React Router page built with Vite, served by the
 * same server) with the same settings, alternating with the home, and reports the home's TBT and LCP as ratios of the
 * reference's, with the host's `benchmark_index`. The median run of each page by score is reported. The last line
 * printed is one JSON object.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../e2e/support/server.js';
import { buildReferencePage, REFERENCE_PATH } from './support/reference-page.js';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Figures {
  performance: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  fcp_ms: number;
  si_ms: number;
  benchmark_index: number;
}
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const round = (n: number, places = 0) => Math.round(n * 10 ** places) / 10 ** places;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** One audit; Lighthouse now and then fails to record a trace (NO_NAVSTART …): such a run is tried again. */
async function audit(url: string, port: number, tries = 3): Promise<Lhr> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'lighthouse gave no result' };
    if (result && !error) return result.lhr;
    if (attempt >= tries) throw new Error(`lighthouse: ${error?.code} ${error?.message}`);
    console.log(`lighthouse: ${error?.code}, trying again`);
  }
}

function figuresOf(lhr: Lhr): Figures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: round((lhr.categories.performance?.score ?? 0) * 100),
    lcp_ms: round(value('largest-contentful-paint')),
    tbt_ms: round(value('total-blocking-time')),
    cls: round(value('cumulative-layout-shift'), 3),
    fcp_ms: round(value('first-contentful-paint')),
    si_ms: round(value('speed-index')),
    benchmark_index: round(lhr.environment.benchmarkIndex),
  };
}

/** The median run by score, whose report is kept whole. */
function medianRun(runs: { figures: Figures; lhr: Lhr }[]) {
  return [...runs].sort((a, b) => a.figures.performance - b.figures.performance)[Math.floor(runs.length / 2)]!;
}

if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const removeReference = await buildReferencePage(join(root, 'apps/web/dist'));
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const pages = { home: `${server.url}/m/home`, reference: `${server.url}${REFERENCE_PATH}` };
  const runs: Record<keyof typeof pages, { figures: Figures; lhr: Lhr }[]> = { home: [], reference: [] };
  // Alternating the pages spreads a passing burst of load on the host over both rather than one.
  for (let i = 0; i < RUNS; i += 1) {
    for (const page of ['home', 'reference'] as const) {
      const lhr = await audit(pages[page], chrome.port);
      const figures = figuresOf(lhr);
      console.log(`${page} run ${i + 1}: ${JSON.stringify(figures)}`);
      runs[page].push({ figures, lhr });
    }
  }
  const home = medianRun(runs.home);
  const reference = medianRun(runs.reference);
  // LIGHTHOUSE_REPORT=file.json keeps the home's median run whole (LCP element, request chains, main-thread work).
  if (process.env.LIGHTHOUSE_REPORT) writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(home.lhr));
  const allIndexes = [...runs.home, ...runs.reference].map((run) => run.figures.benchmark_index);
  const { benchmark_index: _, ...homeFigures } = home.figures;
  console.log(
    JSON.stringify({
      ...homeFigures,
      benchmark_index: median(allIndexes),
      reference: { performance: reference.figures.performance, lcp_ms: reference.figures.lcp_ms, tbt_ms: reference.figures.tbt_ms },
      // A reference TBT of 0 ms (a fast host) would make the ratio infinite; 1 ms keeps it finite and still strict.
      tbt_ratio: round(home.figures.tbt_ms / Math.max(reference.figures.tbt_ms, 1), 2),
      lcp_ratio: round(home.figures.lcp_ms / reference.figures.lcp_ms, 2),
      runs: RUNS,
    }),
  );
} finally {
  await chrome.kill();
  await server.stop();
  removeReference();
}
