import type { HelpEntry, MatchGroup, WinnerEntry } from '@app/contract';
import type { Parser } from '../../../lib/api/api-client';

/* Hand checks of the lower sections' answers (no zod on the home; docs/decisions/web.md). */
type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (d: unknown, keys: readonly string[]) => isDict(d) && keys.every((k) => typeof d[k] === 'string');

function listParser<T>(check: (item: unknown) => boolean, pick: (value: unknown) => unknown, what: string): Parser<T[]> {
  return {
    parse: (value) => {
      const list = pick(value);
      if (!Array.isArray(list) || !list.every(check)) throw new TypeError(`not ${what}`);
      return list as T[];
    },
  };
}

const listOfValue = (v: unknown) => (isDict(v) ? v.list : undefined);

export const winnersParser = listParser<WinnerEntry>(
  (e) =>
    isDict(e) &&
    (e.kind === 'win' || e.kind === 'jackpot') &&
    strings(e.vo, ['iconUrl', 'customerName', 'winAmount', 'gameName', 'nodeId']),
  listOfValue,
  'winners',
);

const isMatch = (m: unknown) =>
  strings(m, ['league', 'homeTeam', 'awayTeam', 'homeTeamImageUrl', 'awayTeamImageUrl', 'matchTime', 'nodeId', 'matchId', 'leagueId']) &&
  isDict((m as Dict).moneyLine) &&
  strings((m as Dict).moneyLine, ['homeTeamOdds', 'awayTeamOdds']);

export const matchesParser = listParser<MatchGroup>(
  (g) =>
    strings(g, ['gameName', 'gameClassifyNew']) &&
    Array.isArray((g as Dict).matchList) &&
    ((g as Dict).matchList as unknown[]).every(isMatch),
  listOfValue,
  'match groups',
);

export const helpParser = listParser<HelpEntry>(
  (e) => strings(e, ['title', 'content']),
  (v) => v,
  'help entries',
);
