import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { ChevronRightIcon } from '../../../components/ui/icons/nav-icons';
import { WalletCard } from '../../../components/wallet/wallet-card';
import { entryGroup, entryGroups } from '../config/entry-groups';
import { entryIcons, fallbackEntryIcon } from '../config/entry-icons';
import type { MemberEntry } from '../hooks/use-member-entries';
import { EntryLink } from './entry-link';
import { MemberHero } from './member-hero';

function EntryTile({ entry }: { entry: MemberEntry }) {
  const { t } = useTranslation();
  const Icon = entryIcons[entry.routeId] ?? fallbackEntryIcon;
  return (
    <EntryLink entry={entry} className="member-new__tile">
      <span className="member-new__tile-icon">
        <Icon size={24} />
        <Badge count={entry.badge} testId={`member-entry-${entry.routeId}-badge`} />
      </span>
      <span className="member-new__tile-label">{t(`routes:${entry.routeId}`)}</span>
    </EntryLink>
  );
}

/**
 * The new template (mem_cen "1"): a hero card, the balance card over its
 * edge, the agency centre as a banner for agents, then the entries as
 * tiles in cards by section.
 */
export function MemberCenterNew({ entries }: { entries: MemberEntry[] }) {
  const { t } = useTranslation('memberCenter');
  const agency = entries.find((entry) => entry.routeId === 'agent');
  const tiles = entries.filter((entry) => entry !== agency);
  return (
    <>
      <MemberHero className="member-new__hero" />
      <div className="member-new__body">
        <WalletCard testIdPrefix="member" className="member-new__wallet" />
        {agency ? (
          <EntryLink entry={agency} className="card member-new__agency">
            <span className="member-new__agency-text">
              <strong>{t('routes:agent')}</strong>
              <span className="card__muted">{t('agencyHint')}</span>
            </span>
            <ChevronRightIcon size={20} />
          </EntryLink>
        ) : null}
        {entryGroups.map((group) => {
          const inGroup = tiles.filter((entry) => entryGroup(entry.routeId) === group);
          if (inGroup.length === 0) return null;
          return (
            <section key={group} className="card member-new__group" aria-label={t(`groups.${group}`)}>
              <h2 className="card__title">{t(`groups.${group}`)}</h2>
              <div className="member-new__tiles">
                {inGroup.map((entry) => (
                  <EntryTile key={entry.routeId} entry={entry} />
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}
