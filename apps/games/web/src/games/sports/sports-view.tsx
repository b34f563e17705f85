import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameApiError } from '../../api';
import type { EngineViewProps } from '../engine-view';
import { errorKey, formatMoney } from '../../i18n/i18n';
import { BetSlip } from './bet-slip';
import { MyBets } from './my-bets';
import { FixtureList } from './fixture-list';
import type { BetRow, Fixture, Pick, SlipLine } from './sports-types';

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
      <FixtureList fixtures={fixtures ?? []} slip={slip} focusedMatchId={launch.matchId} lang={launch.lang} onPick={toggle} />
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
