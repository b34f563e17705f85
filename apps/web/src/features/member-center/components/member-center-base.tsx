import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { ChevronRightIcon } from '../../../components/ui/icons/nav-icons';
import { WalletCard } from '../../../components/wallet/wallet-card';
import { entryIcons, fallbackEntryIcon } from '../config/entry-icons';
import type { MemberEntry } from '../hooks/use-member-entries';
import { EntryLink } from './entry-link';
import { MemberHero } from './member-hero';

/** The base template (mem_cen not "1"): a hero band, the balance, then one classic list of every entry. */
export function MemberCenterBase({ entries }: { entries: MemberEntry[] }) {
  const { t } = useTranslation('memberCenter');
  return (
    <>
      <MemberHero className="member-base__hero" />
      <div className="member-base__body">
        <WalletCard testIdPrefix="member" />
        <nav aria-label={t('entries')}>
          <ul className="member-base__list">
            {entries.map((entry) => {
              const Icon = entryIcons[entry.routeId] ?? fallbackEntryIcon;
              return (
                <li key={entry.routeId}>
                  <EntryLink entry={entry} className="member-base__row">
                    <Icon size={20} className="member-base__icon" />
                    <span className="member-base__label">{t(`routes:${entry.routeId}`)}</span>
                    <Badge count={entry.badge} testId={`member-entry-${entry.routeId}-badge`} />
                    <ChevronRightIcon size={18} className="member-base__chevron" />
                  </EntryLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </>
  );
}
