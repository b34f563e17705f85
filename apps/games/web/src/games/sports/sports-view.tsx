import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameApiError } from '../../api';
import type { EngineViewProps } from '../../app';
import { errorKey, formatMoney } from '../../i18n/i18n';
import { BetSlip } from './bet-slip';
import { MyBets } from './my-bets';
import type { BetRow, Fixture, Pick, SlipLine } from './sports-types';

function dayLabel(iso: string, lang: 'pt' | 'en', t: (key: string) => string): string {
  const date = new Date(iso);
  const today = new Date();
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const time = date.toLocaleTimeString(lang === 'en' ? 'en-GB' : 'pt-BR', { hour: '2-digit', minute: '2-digit' });
  if (date.toDateString() === today.toDateString()) return `${t('sports.today')} ${time}`;
  if (date.toDateString() === tomorrow.toDateString()) return `${t('sports.tomorrow')} ${time}`;
  return `${date.toLocaleDateString(lang === 'en' ? 'en-GB' : 'pt-BR', { day: '2-digit', month: 'short' })} ${time}`;
}

/** The book of one sport: fixtures with money-line odds, the bet slip, and the player's bets. */
export function SportsView({ session, api, setBalance, refreshHistory, launch }: EngineViewProps) {
  const { t } = useTranslation();
  const [fixtures, setFixtures] = useState<Fixture[] | null>(null);
  const [slip, setSlip] = useState<SlipLine[]>([]);
  const [bets, setBets] = useState<BetRow[]>([]);
  const [error, setError] = useState('');

  const load = useCallback(() => {
    api
      .get<Fixture[]>('/api/sports/fixtures')
      .then(setFixtures, (e: unknown) => setError(e instanceof GameApiError ? e.code : 'system.error'));
    api.get<BetRow[]>('/api/sports/bets').then(setBets, () => undefined);
  }, [api]);
  useEffect(load, [load]);

  const toggle = (f: Fixture, pick: Pick) => {
    const odds = f.odds[pick];
    if (!odds) return;
    setSlip((lines) => {
      const rest = lines.filter((l) => l.matchId !== f.matchId);
      if (lines.some((l) => l.matchId === f.matchId && l.pick === pick)) return rest;
      const team = pick === 'home' ? f.homeTeam : pick === 'away' ? f.awayTeam : t('sports.draw');
      return [...rest, { matchId: f.matchId, pick, odds, team, stake: session.game.minBet.replace('.', launch.lang === 'en' ? '.' : ',') }];
    });
  };

  const money = (amount: string) => formatMoney(amount, launch.lang, session.currency);
  return (
    <section className="sports">
      <h2 className="sports__title">{t('sports.upcoming')}</h2>
      {error ? <p className="notice notice--error">{t(errorKey(error))}</p> : null}
      {fixtures && fixtures.length === 0 ? <p className="notice">{t('sports.empty')}</p> : null}
      <ul className="fixtures" data-testid="fixtures">
        {(fixtures ?? []).map((f) => (
          <li
            key={f.matchId}
            className={`fixture${f.matchId === launch.matchId ? ' is-focused' : ''}`}
            data-testid={`fixture-${f.matchId}`}
          >
            <p className="fixture__meta">
              <span>{f.league}</span>
              <time dateTime={f.startsAt}>{dayLabel(f.startsAt, launch.lang, t)}</time>
            </p>
            <p className="fixture__teams">
              <strong>{f.homeTeam}</strong>
              <span>×</span>
              <strong>{f.awayTeam}</strong>
            </p>
            <div className="fixture__odds" role="group">
              {(['home', 'draw', 'away'] as const).map((pick) =>
                f.odds[pick] ? (
                  <button
                    type="button"
                    key={pick}
                    aria-pressed={slip.some((l) => l.matchId === f.matchId && l.pick === pick)}
                    onClick={() => toggle(f, pick)}
                    data-testid={`odds-${f.matchId}-${pick}`}
                  >
                    <small>{t(`sports.${pick}`)}</small>
                    <span>{f.odds[pick]}</span>
                  </button>
                ) : null,
              )}
            </div>
          </li>
        ))}
      </ul>
      <BetSlip
        lines={slip}
        setLines={setSlip}
        api={api}
        money={money}
        onPlaced={(answer) => {
          if (answer.balance) setBalance(answer.balance);
          refreshHistory();
          load();
        }}
      />
      <MyBets bets={bets} money={money} />
    </section>
  );
}
