import type { RegulatorFileKind } from '@app/contract';
import type { RecordOf } from './regulator-records.js';

/** Encodes one file of a day: what comes before the rows, each row, and what ends the file (text, UTF-8). */
export interface FileEncoder<K extends RegulatorFileKind> {
  start(): string;
  row(record: RecordOf[K]): string;
  end(): string;
}

/**
 * A file layout for the regulator. The first is our documented CSV (docs/regulator-files.md); the official SPA/MF
 * SIGAP layout, once published, is another implementation of this interface chosen per merchant or deployment.
 */
export interface RegulatorExporter {
  /** Stored with each day's files and written into the manifest: which layout they follow. */
  format: string;
  fileName(kind: RegulatorFileKind): string;
  contentType(kind: RegulatorFileKind): string;
  encoder<K extends RegulatorFileKind>(kind: K): FileEncoder<K>;
}
