export type Pick = 'home' | 'draw' | 'away';

export interface Fixture {
  matchId: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
  startsAt: string;
  odds: { home: string; draw: string | null; away: string };
}

export interface SlipLine {
  matchId: string;
  pick: Pick;
  odds: string;
  team: string;
  stake: string;
}

export interface PlacedAnswer {
  placed: Array<{ index: number; roundId: string; balance: string; potential: string }>;
  balance: string | null;
  refused: { index: number; code: string; data?: { odds?: { home: string; draw: string | null; away: string } } } | null;
}

export interface BetRow {
  roundId: string;
  status: 'open' | 'settled' | 'cancelled';
  stake: string;
  win: string;
  state: {
    matchId: string;
    pick: Pick;
    odds: string;
    homeTeam: string;
    awayTeam: string;
    league: string;
    startsAt: string;
    potential: string;
  };
  createdAt: string;
}

/** Possible return of a stake at decimal odds, both as API strings, in centavos arithmetic. */
export function potentialReturn(stake: string, odds: string): string | null {
  const s = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(stake.trim());
  const o = /^(\d+)\.(\d{2})$/.exec(odds);
  if (!s || !o) return null;
  const stakeMinor = BigInt(s[1]!) * 100n + BigInt((s[2] ?? '0').padEnd(2, '0'));
  const hundredths = BigInt(o[1]!) * 100n + BigInt(o[2]!);
  const minor = (stakeMinor * hundredths) / 100n;
  return `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
}

/** A stake typed with a comma or a point, as the API's decimal string; null when it is not an amount. */
export function stakeString(typed: string): string | null {
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  return m ? `${m[1]}.${(m[2] ?? '0').padEnd(2, '0')}` : null;
}
