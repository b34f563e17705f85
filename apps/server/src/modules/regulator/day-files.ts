import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { formatMinor, MERCHANT_TIME_ZONE, REGULATOR_FILE_KINDS, REGULATOR_MANIFEST_NAME, type RegulatorFileKind } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../infra/file-store/file-store.js';
import { betPages, bettorPages, movementPages } from './day-records.js';
import { merchantIso } from './merchant-time.js';
import type { RegulatorExporter } from './regulator-exporter.js';
import type { RecordOf } from './regulator-records.js';
import type { DayRange } from './regulator-sources.repository.js';
import type { StoredManifest } from './regulator.tables.js';

export interface DayFilesInput {
  db: Db;
  store: FileStore;
  exporter: RegulatorExporter;
  merchant: { id: number; code: string };
  day: string;
  range: DayRange;
  generation: number;
  generatedAt: Date;
  /** Every key put so far, so that a failed run can remove what it wrote. */
  written: string[];
}

export interface DayFiles {
  manifest: StoredManifest;
  manifestSha256: string;
  manifestBytes: number;
}

/** Where a generation's files live: each run writes new keys, so a file once delivered is never rewritten in place. */
export const dayFolder = (merchantId: number, day: string, generation: number) => `regulator/${merchantId}/${day}/${generation}`;

type Totals = Record<string, bigint>;

/** Streams one file into the store, hashing and counting as the bytes pass: a day's file is never whole in memory. */
async function writeFile<K extends RegulatorFileKind>(
  input: DayFilesInput,
  kind: K,
  pages: AsyncIterable<RecordOf[K][]>,
  add: (totals: Totals, record: RecordOf[K]) => void,
) {
  const encoder = input.exporter.encoder(kind);
  const hash = createHash('sha256');
  const totals: Totals = {};
  let bytes = 0;
  let rows = 0;
  async function* chunks() {
    const emit = (text: string) => {
      const chunk = Buffer.from(text, 'utf8');
      hash.update(chunk);
      bytes += chunk.length;
      return chunk;
    };
    yield emit(encoder.start());
    for await (const page of pages) {
      rows += page.length;
      for (const record of page) add(totals, record);
      yield emit(page.map((record) => encoder.row(record)).join(''));
    }
    yield emit(encoder.end());
  }
  const name = input.exporter.fileName(kind);
  const key = `${dayFolder(input.merchant.id, input.day, input.generation)}/${name}`;
  input.written.push(key);
  await input.store.put(key, Readable.from(chunks()));
  const sums = Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, formatMinor(v)]));
  return { kind, name, key, rows, bytes, sha256: hash.digest('hex'), totals: sums };
}

const plus = (totals: Totals, name: string, amount: bigint) => void (totals[name] = (totals[name] ?? 0n) + amount);

/** The three files of the day and the manifest naming their SHA-256, written in that order. */
export async function writeDayFiles(input: DayFilesInput): Promise<DayFiles> {
  const players = new Set<number>();
  const bets = await writeFile(input, 'bets', betPages(input.db, input.range, players), (t, r) => {
    plus(t, 'stake', r.stakeMinor);
    plus(t, 'win', r.winMinor);
  });
  const bettors = await writeFile(input, 'bettors', bettorPages(input.db, input.range, players), () => undefined);
  const movements = await writeFile(input, 'movements', movementPages(input.db, input.range), (t, r) => {
    plus(t, 'in', r.direction === 'in' ? r.amountMinor : 0n);
    plus(t, 'out', r.direction === 'out' ? r.amountMinor : 0n);
  });
  const files = [bets, bettors, movements];
  if (files.map((f) => f.kind).join() !== REGULATOR_FILE_KINDS.join()) throw new Error('regulator files out of order');
  for (const file of files) file.totals = { ...defaultTotals(file.kind), ...file.totals };
  const manifestKey = `${dayFolder(input.merchant.id, input.day, input.generation)}/${REGULATOR_MANIFEST_NAME}`;
  const body = Buffer.from(`${JSON.stringify(manifestOf(input, files), null, 2)}\n`, 'utf8');
  input.written.push(manifestKey);
  await input.store.put(manifestKey, body);
  return {
    manifest: { files, manifestKey },
    manifestSha256: createHash('sha256').update(body).digest('hex'),
    manifestBytes: body.length,
  };
}

/** An empty day still states its totals as zero. */
function defaultTotals(kind: RegulatorFileKind): Record<string, string> {
  if (kind === 'bets') return { stake: '0.00', win: '0.00' };
  if (kind === 'movements') return { in: '0.00', out: '0.00' };
  return {};
}

function manifestOf(input: DayFilesInput, files: StoredManifest['files']) {
  return {
    format: input.exporter.format,
    merchant: input.merchant.code,
    day: input.day,
    timeZone: MERCHANT_TIME_ZONE,
    from: merchantIso(input.range.from),
    to: merchantIso(input.range.to),
    generation: input.generation,
    generatedAt: merchantIso(input.generatedAt),
    files: files.map((f) => ({ name: f.name, kind: f.kind, rows: f.rows, bytes: f.bytes, sha256: f.sha256, totals: f.totals })),
  };
}
