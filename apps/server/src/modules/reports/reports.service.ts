import {
  addMerchantDays,
  MERCHANT_TIME_ZONE,
  REPORT_MAX_ROWS,
  type Language,
  type Report,
  type ReportGroup,
  type ReportQuery,
  type ReportRow,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import { listDb } from '../../infra/deps.js';
import { gameOfRound, type CatalogueCache } from '../games/catalogue.service.js';
import { addPlay, EMPTY, figuresOf, gameSums, sumsOf, type Sums } from './reports-figures.js';
import * as repo from './reports.repository.js';

export interface ReportsDeps {
  db: Db;
  /** The report calls read it (the replica when there is one): the rollups are a fold behind already, and only shown. */
  readDb?: Db | undefined;
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

/** Which rows of a ranked grouping to send: a page of the table, or the first REPORT_MAX_ROWS for the file. */
interface Slice {
  limit: number;
  offset: number;
}

interface Rows {
  rows: Keyed[];
  total: number;
}

async function agentRows(deps: ReportsDeps, range: repo.Range, slice: Slice): Promise<Rows> {
  const found = await repo.byAgent(deps.db, range, slice);
  return { rows: found.rows.map((r) => ({ key: r.key, label: r.label ?? '', sums: sumsOf(r) })), total: found.total };
}

async function rowsOf(deps: ReportsDeps, range: repo.Range, groupBy: ReportGroup, slice: Slice, language: Language): Promise<Rows> {
  if (groupBy === 'agent') return agentRows(deps, range, slice);
  // Days are every day of the range, never paged; games, vendors and categories are few enough to rank here.
  const all = groupBy === 'day' ? await dayRows(deps, range) : await playRows(deps, range, groupBy, language);
  return { rows: groupBy === 'day' ? all : all.slice(slice.offset, slice.offset + slice.limit), total: all.length };
}

async function build(deps: ReportsDeps, merchantId: number, query: ReportQuery, slice: Slice, language: Language) {
  const range = { merchantId, from: query.from, to: query.to };
  const reading = { ...deps, db: listDb(deps) };
  const [found, totals, state] = await Promise.all([
    rowsOf(reading, range, query.groupBy, slice, language),
    repo.totals(reading.db, range),
    repo.foldState(reading.db),
  ]);
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    timeZone: MERCHANT_TIME_ZONE,
    rows: found.rows.map((r): ReportRow => ({ key: r.key, label: r.label, ...figuresOf(r.sums) })),
    total: found.total,
    totals: figuresOf(totals[0] ? sumsOf(totals[0]) : EMPTY),
    foldedAt: state.foldedAt?.toISOString() ?? null,
  };
}

/** A page of the report of a range (every day when by day) and the range's totals, from the rollups alone. */
export async function report(deps: ReportsDeps, merchantId: number, query: ReportQuery, language: Language): Promise<Report> {
  const slice = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const read = await build(deps, merchantId, query, slice, language);
  if (query.groupBy === 'day') return { ...read, page: 1, limit: read.total, truncated: false };
  return { ...read, page: query.page, limit: query.limit, truncated: false };
}

/** The report's every row, up to REPORT_MAX_ROWS (the CSV file): `truncated` says when more matched. */
export async function wholeReport(deps: ReportsDeps, merchantId: number, query: ReportQuery, language: Language): Promise<Report> {
  const read = await build(deps, merchantId, query, { limit: REPORT_MAX_ROWS, offset: 0 }, language);
  // build() already keeps the first REPORT_MAX_ROWS (SQL limit for agents, the slice for games; a range has ≤ 366 days).
  return { ...read, page: 1, limit: REPORT_MAX_ROWS, truncated: read.total > REPORT_MAX_ROWS };
}
