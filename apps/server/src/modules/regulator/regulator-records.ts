/*
 * A day's records as the sources read them, in no file format: an exporter (csv-exporter.ts, the official SIGAP
 * layout later) turns each into its own lines. Money is integer centavos; times are instants.
 */

/** A game round placed or settled on the day (real money only). */
export interface BetRecord {
  roundId: number;
  providerRoundId: string;
  vendor: string;
  gameCode: string;
  memberId: number;
  placedAt: Date;
  settledAt: Date | null;
  status: 'open' | 'completed' | 'cancelled';
  stakeMinor: bigint;
  winMinor: bigint;
  currency: string;
}

/** A member who registered or played on the day, with the identity the tables hold (never masked: the regulator's). */
export interface BettorRecord {
  memberId: number;
  username: string;
  cpf: string | null;
  name: string | null;
  birthDate: string | null;
  email: string | null;
  /** E.164 without the plus (`5511987654321`), as stored: country code then number. */
  phone: string | null;
  registeredAt: Date;
  status: string;
  registeredOnDay: boolean;
  playedOnDay: boolean;
}

/** in: money into the member's accounts; out: out of them; internal: between two of the member's own accounts. */
export type MovementDirection = 'in' | 'out' | 'internal';

/** A ledger transfer of the day touching a member's account (real money only). */
export interface MovementRecord {
  transferId: number;
  at: Date;
  memberId: number;
  kind: string;
  direction: MovementDirection;
  amountMinor: bigint;
  currency: string;
  /** `member:<code>` or `house:<code>` (ledger account codes: `member:cash`, `house:psp.clearing` …). */
  fromAccount: string;
  toAccount: string;
  reference: string | null;
}

export type RecordOf = { bets: BetRecord; bettors: BettorRecord; movements: MovementRecord };
