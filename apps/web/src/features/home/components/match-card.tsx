import { useTranslation } from 'react-i18next';
import type { Match } from '@app/contract';
import { LazyImage } from '../../../components/games/lazy-image';
import { matchClock, matchDay } from '../config/match-time';
import { activeLanguage } from '../../../lib/preferences/language';

interface MatchCardProps {
  match: Match;
  iconOf: (path: string) => string;
  onOpen: (match: Match) => void;
}

/** SPEC §2 match card: league, teams with logos, day and time, money-line odds; a tap launches the game. */
export function MatchCard({ match, iconOf, onOpen }: MatchCardProps) {
  const { t, i18n } = useTranslation();
  const language = activeLanguage(i18n) === 'en' ? 'en' : 'pt';
  const day = matchDay(match.matchTime, language);
  const dayText = day.kind === 'date' ? day.text : t(`lobby:matches.${day.kind}`);
  const odds = [
    { key: 'home', value: match.moneyLine.homeTeamOdds },
    ...(match.moneyLine.drawOdds ? [{ key: 'draw', value: match.moneyLine.drawOdds }] : []),
    { key: 'away', value: match.moneyLine.awayTeamOdds },
  ];
  return (
    <button
      type="button"
      className="match-card"
      data-testid="match-card"
      aria-label={t('lobby:matches.versus', { home: match.homeTeam, away: match.awayTeam })}
      onClick={() => onOpen(match)}
    >
      <span className="match-card__league">{match.league}</span>
      <span className="match-card__teams">
        <span className="match-card__team">
          <LazyImage src={iconOf(match.homeTeamImageUrl)} width={36} height={36} className="match-card__logo" />
          <span className="match-card__name">{match.homeTeam}</span>
        </span>
        <span className="match-card__when">
          <span className="match-card__day" data-testid="match-day">
            {dayText}
          </span>
          <span className="match-card__time" data-testid="match-time">
            {matchClock(match.matchTime)}
          </span>
        </span>
        <span className="match-card__team">
          <LazyImage src={iconOf(match.awayTeamImageUrl)} width={36} height={36} className="match-card__logo" />
          <span className="match-card__name">{match.awayTeam}</span>
        </span>
      </span>
      <span className="match-card__odds">
        {odds.map((o) => (
          <span key={o.key} className="match-card__odd">
            <span className="match-card__odd-label">{t(`lobby:matches.${o.key}`)}</span>
            <span className="match-card__odd-value">{o.value}</span>
          </span>
        ))}
      </span>
    </button>
  );
}
