import { formatMinor, type RegulatorFileKind } from '@app/contract';
import type { FileEncoder, RegulatorExporter } from './regulator-exporter.js';
import { merchantIso } from './merchant-time.js';
import type { BetRecord, BettorRecord, MovementRecord } from './regulator-records.js';

/*
 * Our documented layout until SPA/MF publishes SIGAP's (docs/regulator-files.md): RFC 4180 CSV, UTF-8 without a byte
 * order mark, comma separated, LF line ends, a header row, amounts as decimal strings with two places, times in
 * ISO 8601 with the merchant's offset, empty for none.
 */

/** Quotes a field that holds a comma, a quote or a line break, doubling its quotes (RFC 4180). */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (fields: Array<string | number | boolean | null>) => `${fields.map(csvField).join(',')}\n`;
const time = (at: Date | null) => (at ? merchantIso(at) : null);

interface Columns<R> {
  header: string[];
  values: (record: R) => Array<string | number | boolean | null>;
}

const bets: Columns<BetRecord> = {
  header: [
    'round_id',
    'provider_round_id',
    'vendor',
    'game_code',
    'bettor_id',
    'placed_at',
    'settled_at',
    'status',
    'stake',
    'win',
    'currency',
  ],
  values: (r) => [
    r.roundId,
    r.providerRoundId,
    r.vendor,
    r.gameCode,
    r.memberId,
    time(r.placedAt),
    time(r.settledAt),
    r.status,
    formatMinor(r.stakeMinor),
    formatMinor(r.winMinor),
    r.currency,
  ],
};

const bettors: Columns<BettorRecord> = {
  header: [
    'bettor_id',
    'username',
    'cpf',
    'name',
    'birth_date',
    'email',
    'phone',
    'registered_at',
    'status',
    'registered_on_day',
    'played_on_day',
  ],
  values: (r) => [
    r.memberId,
    r.username,
    r.cpf,
    r.name,
    r.birthDate,
    r.email,
    r.phone,
    time(r.registeredAt),
    r.status,
    r.registeredOnDay,
    r.playedOnDay,
  ],
};

const movements: Columns<MovementRecord> = {
  header: ['transfer_id', 'at', 'bettor_id', 'kind', 'direction', 'amount', 'currency', 'from_account', 'to_account', 'reference'],
  values: (r) => [
    r.transferId,
    time(r.at),
    r.memberId,
    r.kind,
    r.direction,
    formatMinor(r.amountMinor),
    r.currency,
    r.fromAccount,
    r.toAccount,
    r.reference,
  ],
};

const columns = { bets, bettors, movements };

function encoderOf<R>(c: Columns<R>): FileEncoder<RegulatorFileKind> {
  return { start: () => line(c.header), row: (record) => line(c.values(record as R)), end: () => '' };
}

/** The first layout: `bets.csv`, `bettors.csv`, `movements.csv`. */
export const csvExporter: RegulatorExporter = {
  format: 'platform-csv-v1',
  fileName: (kind) => `${kind}.csv`,
  contentType: () => 'text/csv; charset=utf-8',
  encoder: (kind) => encoderOf<unknown>(columns[kind] as Columns<unknown>),
};
