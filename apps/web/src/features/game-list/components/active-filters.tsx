import { useTranslation } from 'react-i18next';
import type { VendorEntry } from '@app/contract';
import { CloseIcon } from '../../../components/ui/icons/nav-icons';
import { classifyLabel } from '../../../lib/games/games-texts';
import type { ListState } from '../../../lib/games/list-state';
import { formatMoney } from '../../../lib/wallet/format-money';
import { activeLanguage } from '../../../lib/preferences/language';

/** What a filter or vendor search tab is showing, with one button back to all. */
export function ActiveFilters({ state, vendors, onClear }: { state: ListState; vendors: readonly VendorEntry[]; onClear: () => void }) {
  const { t, i18n } = useTranslation();
  if (state.tab !== 'filter' && !(state.tab === 'search' && state.vendor)) return null;
  const vendorName = vendors.find((v) => v.vassalage === state.vendor)?.name ?? state.vendor;
  const parts = [
    state.vendor ? `${t('games:filter.vendor')}: ${vendorName}` : null,
    state.classify ? `${t('games:filter.classify')}: ${classifyLabel(t, state.classify)}` : null,
    state.minBet ? `${t('games:filter.minBet')}: ${formatMoney(state.minBet, activeLanguage(i18n))}` : null,
  ].filter((p): p is string => p !== null);
  return (
    <div className="active-filters" data-testid="active-filters">
      <span className="active-filters__text">{parts.join(' · ')}</span>
      <button
        type="button"
        className="active-filters__clear"
        data-testid="active-filters-clear"
        aria-label={t('games:filter.clear')}
        onClick={onClear}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
