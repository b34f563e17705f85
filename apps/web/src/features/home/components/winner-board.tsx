import { useTranslation } from 'react-i18next';
import type { WinnerEntry } from '@app/contract';
import { LazyImage } from '../../../components/games/lazy-image';
import { cdnUrl, imageCdnBase } from '../../../lib/games/game-icon';
import { useListLanguage } from '../../../lib/games/use-list-language';
import { useOpenGame } from '../../../lib/games/use-open-game';
import { useSystemStatus } from '../../../lib/system-status/use-system-status';
import { formatMoney } from '../../../lib/wallet/format-money';
import { useWinners } from '../api/lobby-calls';
import { activeLanguage } from '../../../lib/preferences/language';

/** SPEC §2: a list scrolls by itself only past 3 entries. */
export const WINNER_SCROLL_MIN = 4;
const SECONDS_PER_ENTRY = 2.5;

interface ColumnProps {
  title: string;
  entries: readonly WinnerEntry[];
  testId: string;
  iconOf: (path: string) => string;
  onOpen: (nodeId: string) => void;
}

function WinnerColumn({ title, entries, testId, iconOf, onOpen }: ColumnProps) {
  const { t, i18n } = useTranslation();
  const scrolls = entries.length >= WINNER_SCROLL_MIN;
  // A scrolling list is drawn twice so the loop has no seam; the copy is hidden from assistive tech.
  const rows = scrolls ? [...entries, ...entries] : entries;
  return (
    <div className="winner-column" data-testid={testId} data-scrolls={scrolls ? 'true' : 'false'}>
      <h3 className="winner-column__title">{title}</h3>
      <div className="winner-column__window">
        <ul
          className={`winner-column__list${scrolls ? ' is-scrolling' : ''}`}
          style={scrolls ? { animationDuration: `${entries.length * SECONDS_PER_ENTRY}s` } : undefined}
        >
          {rows.map((entry, i) => {
            const copy = i >= entries.length;
            const amount = formatMoney(entry.vo.winAmount, activeLanguage(i18n));
            return (
              <li key={i} aria-hidden={copy || undefined}>
                <button
                  type="button"
                  className="winner-entry"
                  data-testid={copy ? undefined : 'winner-entry'}
                  tabIndex={copy ? -1 : 0}
                  aria-label={t(entry.demo ? 'lobby:winners.demoEntry' : 'lobby:winners.entry', {
                    name: entry.vo.customerName,
                    amount,
                    game: entry.vo.gameName,
                  })}
                  onClick={() => onOpen(entry.vo.nodeId)}
                >
                  <LazyImage src={iconOf(entry.vo.iconUrl)} width={34} height={34} className="winner-entry__icon" />
                  <span className="winner-entry__text">
                    <span className="winner-entry__name">{entry.vo.customerName}</span>
                    <span className="winner-entry__game">{entry.vo.gameName}</span>
                    {entry.demo ? (
                      <span
                        className="winner-entry__demo"
                        data-testid={copy ? undefined : 'winner-demo'}
                        title={t('lobby:winners.demoTitle')}
                      >
                        {t('lobby:winners.demo')}
                      </span>
                    ) : null}
                  </span>
                  <span className="winner-entry__amount">{amount}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** SPEC §2 winner board: left the 10 biggest wins, right the jackpot games; a tap launches the game. */
export function WinnerBoard() {
  const { t } = useTranslation();
  const language = useListLanguage();
  const status = useSystemStatus();
  const openGame = useOpenGame();
  const winners = useWinners(language);
  const list = winners.data ?? [];
  const base = imageCdnBase(status);
  const iconOf = (path: string) => cdnUrl(base, path);
  const open = (nodeId: string) => openGame({ nodeId });
  const wins = list.filter((e) => e.kind === 'win');
  const jackpots = list.filter((e) => e.kind === 'jackpot');
  return (
    <section className="winner-board" data-testid="home-winners" data-section="winners" aria-label={t('lobby:winners.label')}>
      {list.length === 0 ? (
        <p className="list-message">{winners.isPending ? t('loading') : t('lobby:winners.empty')}</p>
      ) : (
        <div className="winner-board__columns">
          <WinnerColumn title={t('lobby:winners.bigWins')} entries={wins} testId="winners-big" iconOf={iconOf} onOpen={open} />
          <WinnerColumn title={t('lobby:winners.jackpots')} entries={jackpots} testId="winners-jackpot" iconOf={iconOf} onOpen={open} />
        </div>
      )}
    </section>
  );
}
