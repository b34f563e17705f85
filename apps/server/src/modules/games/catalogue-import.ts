import {
  catalogueImportTexts,
  catalogueRowSchema,
  interpolate,
  languages,
  parseMoney,
  type Language,
  type ParsedCatalogueRow,
} from '@app/contract';
import { fromZodIssues, toFieldErrors } from '../../http/validation-errors.js';
import type { Db } from '../../db/client.js';
import * as repository from './catalogue.repository.js';
import { searchFold } from './search-fold.js';
import { vendorArtUrl } from './art-urls.js';

export interface ImportProblem {
  /** 1-based position of the game in the file (for CSV, the line is row + 1). */
  row: number;
  field: string;
  message: string;
}

export interface ImportReport {
  rows: number;
  inserted: number;
  updated: number;
  disabled: number;
  vendorsAdded: string[];
  problems: ImportProblem[];
  /** False when a problem (or dryRun) kept the file from loading: nothing was written. */
  applied: boolean;
}

export interface ImportOptions {
  /** Disable the merchant's games the file does not list (a full aggregator sync). */
  disableMissing?: boolean;
  /** Validate and count only. */
  dryRun?: boolean;
  /** The language of the problems' messages (the operator's). */
  language?: Language;
}

export const MAX_IMPORT_ROWS = 50_000;
const MAX_PROBLEMS = 200;

/**
 * Every row checked before anything is written; duplicates of (vendor, gameCode) count as problems. Messages are the
 * operator's language: the same texts a form of the back office shows for the field.
 */
export function validateRows(raw: unknown[], language: Language = 'en'): { rows: ParsedCatalogueRow[]; problems: ImportProblem[] } {
  const texts = catalogueImportTexts[language];
  const problems: ImportProblem[] = [];
  const rows: ParsedCatalogueRow[] = [];
  if (raw.length > MAX_IMPORT_ROWS)
    problems.push({ row: 0, field: '', message: interpolate(texts.tooMany, { max: String(MAX_IMPORT_ROWS) }) });
  const seen = new Map<string, number>();
  raw.forEach((value, index) => {
    const row = index + 1;
    const parsed = catalogueRowSchema.safeParse(value);
    if (!parsed.success) {
      for (const issue of toFieldErrors(fromZodIssues(parsed.error.issues), value, language))
        problems.push({ row, field: issue.path || '(row)', message: issue.message });
      return;
    }
    const key = `${parsed.data.vendor}/${parsed.data.gameCode}`;
    const first = seen.get(key);
    if (first !== undefined) problems.push({ row, field: 'gameCode', message: interpolate(texts.duplicate, { row: String(first), key }) });
    else seen.set(key, row);
    rows.push(parsed.data);
  });
  return { rows, problems: problems.slice(0, MAX_PROBLEMS) };
}

function toGame(merchantId: number, row: ParsedCatalogueRow): repository.NewGame {
  return {
    merchantId,
    vendor: row.vendor,
    gameCode: row.gameCode,
    gameType: row.gameType,
    classify: row.classify,
    minBetMinor: parseMoney(row.minBet),
    lines: row.lines,
    rtpBp: row.rtp,
    iconUrl: row.iconUrl,
    isNew: row.isNew,
    isTop: row.isTop,
    hotRank: row.hotRank,
    supportPlay: row.supportPlay,
    engine: row.engine,
    engineConfig: row.engineConfig,
    demo: row.demo,
    sort: row.sort,
    enabled: row.enabled,
  };
}

/**
 * Loads a catalogue as an operator would from an aggregator: all rows are
 * validated first, and a file with any bad row loads nothing. Games are
 * matched by (vendor, gameCode): new ones are added, known ones updated,
 * in one transaction that also moves the catalogue version.
 */
export async function importCatalogue(db: Db, merchantId: number, raw: unknown[], options: ImportOptions = {}): Promise<ImportReport> {
  const { rows, problems } = validateRows(raw, options.language);
  const report: ImportReport = { rows: raw.length, inserted: 0, updated: 0, disabled: 0, vendorsAdded: [], problems, applied: false };
  if (problems.length) return report;
  const vendors = [...new Set(rows.map((r) => r.vendor))];
  const known = await repository.existingGameKeys(db, merchantId, vendors);
  report.updated = rows.filter((r) => known.has(`${r.vendor}/${r.gameCode}`)).length;
  report.inserted = rows.length - report.updated;
  if (options.dryRun) return report;
  await db.transaction(async (tx) => {
    const existingVendors = new Set((await repository.selectVendors(tx, merchantId)).map((v) => v.code));
    report.vendorsAdded = vendors.filter((v) => !existingVendors.has(v));
    await repository.addVendorsIfMissing(
      tx,
      report.vendorsAdded.map((code, i) => ({ merchantId, code, name: code, iconUrl: vendorArtUrl(code), sort: 1000 + i })),
    );
    const ids = await repository.upsertGames(
      tx,
      rows.map((r) => toGame(merchantId, r)),
    );
    const names = rows.flatMap((r) => {
      const gameId = ids.get(`${r.vendor}/${r.gameCode}`)!;
      const byLanguage = { en: r.nameEn, pt: r.namePt };
      return languages.map((language) => ({ gameId, language, name: byLanguage[language], searchName: searchFold(byLanguage[language]) }));
    });
    await repository.upsertNames(tx, names);
    if (options.disableMissing) report.disabled = await repository.disableGamesNotIn(tx, merchantId, [...ids.values()]);
    await repository.bumpVersion(tx, merchantId);
  });
  report.applied = true;
  return report;
}
