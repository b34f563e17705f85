import {
  addMerchantDays,
  MERCHANT_TIME_ZONE,
  REPORT_MAX_ROWS,
  type Language,
  type Report,
  type ReportQuery,
  type ReportRow,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import { gameOfRound, type CatalogueCache } from '../games/catalogue.service.js';
import { addPlay, EMPTY, figuresOf, gameSums, sumsOf, type Sums } from './reports-figures.js';
import * as repo from './reports.repository.js';

export interface ReportsDeps {
  db: Db;
  catalogue: CatalogueCache;
}

type Keyed = { key: string; label: string; sums: Sums };

const ggrOf = (s: Sums) => s.stake - s.win;
const byGgr = (a: Keyed, b: Keyed) => (ggrOf(b.sums) > ggrOf(a.sums) ? 1 : ggrOf(b.sums) < ggrOf(a.sums) ? -1 : a.key.localeCompare(b.key));

/** Every day of the range, oldest first, a day without figures as zeros. */
async function dayRows(deps: ReportsDeps, range: repo.Range): Promise<Keyed[]> {
  const found = new Map((await repo.byDay(deps.db, range)).map((r) => [r.key, sumsOf(r)]));
  const rows: Keyed[] = [];
  for (let day = range.from; day <= range.to; day = addMerchantDays(day, 1))
    rows.push({ key: day, label: day, sums: found.get(day) ?? EMPTY });
  return rows;
}

/** Games, vendors or categories: the range's game rows, grouped here (the catalogue names a game's category). */
async function playRows(deps: ReportsDeps, range: repo.Range, groupBy: 'game' | 'vendor' | 'category', language: Language) {
  const games = await repo.byGame(deps.db, range);
  const snapshot = await deps.catalogue.get(range.merchantId);
  const groups = new Map<string, Keyed>();
  for (const row of games) {
    const game = gameOfRound(snapshot, { vendor: row.vendor, gameCode: row.game_code });
    const [key, label] =
      groupBy === 'game'
        ? [`${row.vendor}/${row.game_code}`, game?.api[language].displayName ?? row.game_code]
        : groupBy === 'vendor'
          ? [row.vendor, row.vendor]
          : [game?.category ?? 'OTHER', game?.category ?? 'OTHER'];
    const seen = groups.get(key);
    groups.set(key, { key, label, sums: seen ? addPlay(seen.sums, gameSums(row)) : gameSums(row) });
  }
  return [...groups.values()].sort(byGgr);
}

async function agentRows(deps: ReportsDeps, range: repo.Range): Promise<Keyed[]> {
  const rows = await repo.byAgent(deps.db, range, REPORT_MAX_ROWS + 1);
  return rows.map((r) => ({ key: r.key, label: r.label ?? '', sums: sumsOf(r) }));
}

function rowsOf(deps: ReportsDeps, range: repo.Range, query: ReportQuery, language: Language): Promise<Keyed[]> {
  if (query.groupBy === 'day') return dayRows(deps, range);
  if (query.groupBy === 'agent') return agentRows(deps, range);
  return playRows(deps, range, query.groupBy, language);
}

/** The report of a range: its rows in the chosen grouping and the range's totals, from the rollups alone. */
export async function report(deps: ReportsDeps, merchantId: number, query: ReportQuery, language: Language): Promise<Report> {
  const range = { merchantId, from: query.from, to: query.to };
  const [keyed, totals, state] = await Promise.all([
    rowsOf(deps, range, query, language),
    repo.totals(deps.db, range),
    repo.foldState(deps.db),
  ]);
  const rows: ReportRow[] = keyed.slice(0, REPORT_MAX_ROWS).map((r) => ({ key: r.key, label: r.label, ...figuresOf(r.sums) }));
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    timeZone: MERCHANT_TIME_ZONE,
    rows,
    truncated: keyed.length > REPORT_MAX_ROWS,
    totals: figuresOf(totals[0] ? sumsOf(totals[0]) : EMPTY),
    foldedAt: state.foldedAt?.toISOString() ?? null,
  };
}
