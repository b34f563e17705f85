import type { Match } from '@app/contract';
import { cdnUrl, imageCdnBase } from '../../../lib/games/game-icon';
import { useListLanguage } from '../../../lib/games/use-list-language';
import { useOpenGame } from '../../../lib/games/use-open-game';
import { useSystemStatus } from '../../../lib/system-status/use-system-status';
import { useMatches } from '../api/lobby-calls';
import { MatchCard } from './match-card';

/** SPEC §2 match sections: one carousel per sport group, hidden when it has no match. */
export function MatchSections() {
  const language = useListLanguage();
  const status = useSystemStatus();
  const openGame = useOpenGame();
  const matches = useMatches(language);
  const base = imageCdnBase(status);
  const iconOf = (path: string) => cdnUrl(base, path);
  const open = (m: Match) => openGame({ nodeId: m.nodeId, matchId: m.matchId, leagueId: m.leagueId });
  const groups = (matches.data ?? []).filter((g) => g.matchList.length > 0);
  if (groups.length === 0) return null;
  return (
    <>
      {groups.map((group) => (
        <section
          key={`${group.gameClassifyNew}-${group.gameName}`}
          className="match-section"
          data-testid="home-matches"
          data-section="matches"
          aria-label={group.gameName}
        >
          <h2 className="game-block__title">{group.gameName}</h2>
          <div className="match-carousel" role="group" aria-roledescription="carousel" aria-label={group.gameName}>
            {group.matchList.map((match) => (
              <MatchCard key={match.matchId} match={match} iconOf={iconOf} onOpen={open} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
