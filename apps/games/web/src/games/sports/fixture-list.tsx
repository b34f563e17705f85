import { useTranslation } from 'react-i18next';
import type { Fixture, Pick, SlipLine } from './sports-types';

function dayLabel(iso: string, lang: 'pt' | 'en', t: (key: string) => string): string {
  const date = new Date(iso);
  const today = new Date();
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const time = date.toLocaleTimeString(lang === 'en' ? 'en-GB' : 'pt-BR', { hour: '2-digit', minute: '2-digit' });
  if (date.toDateString() === today.toDateString()) return `${t('sports.today')} ${time}`;
  if (date.toDateString() === tomorrow.toDateString()) return `${t('sports.tomorrow')} ${time}`;
  return `${date.toLocaleDateString(lang === 'en' ? 'en-GB' : 'pt-BR', { day: '2-digit', month: 'short' })} ${time}`;
}

/** The upcoming fixtures, each with its money-line odds; an odd on the slip is shown pressed. */
export function FixtureList(props: {
  fixtures: Fixture[];
  slip: SlipLine[];
  focusedMatchId: string;
  lang: 'pt' | 'en';
  onPick: (fixture: Fixture, pick: Pick) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="fixtures" data-testid="fixtures">
      {props.fixtures.map((f) => (
        <li
          key={f.matchId}
          className={`fixture${f.matchId === props.focusedMatchId ? ' is-focused' : ''}`}
          data-testid={`fixture-${f.matchId}`}
        >
          <p className="fixture__meta">
            <span>{f.league}</span>
            <time dateTime={f.startsAt}>{dayLabel(f.startsAt, props.lang, t)}</time>
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
                  aria-pressed={props.slip.some((l) => l.matchId === f.matchId && l.pick === pick)}
                  onClick={() => props.onPick(f, pick)}
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
  );
}
