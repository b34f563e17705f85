import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minBetOptions } from '@app/contract';
import { classifyLabel } from '../../lib/games/games-texts';
import type { ListFilters } from '../../lib/games/list-state';
import { formatMoney } from '../../lib/wallet/format-money';
import './games.css';
import { activeLanguage } from '../../lib/preferences/language';

export interface VendorOption {
  vassalage: string;
  name: string;
}

interface FilterPanelProps {
  vendors: readonly VendorOption[];
  /** Classifications besides "all" (NEW included where it applies). */
  classifies: readonly string[];
  value: ListFilters;
  onApply: (filters: ListFilters) => void;
  onClear: () => void;
  /** The game list's type switch (SPEC §2); absent in the home's vendor lists. */
  typeSwitch?: { current: string; options: readonly string[]; onSwitch: (type: string) => void };
}

interface OptionRowProps {
  name: string;
  label: string;
  options: readonly { value: string | null; label: string }[];
  selected: string | null;
  onPick: (value: string | null) => void;
}

function OptionRow({ name, label, options, selected, onPick }: OptionRowProps) {
  return (
    <fieldset className="filter-panel__group" data-testid={`filter-${name}`}>
      <legend className="filter-panel__legend">{label}</legend>
      <div className="filter-panel__options">
        {options.map((option) => (
          <button
            key={option.value ?? 'all'}
            type="button"
            className={`filter-option${selected === option.value ? ' is-selected' : ''}`}
            aria-pressed={selected === option.value}
            data-testid={`filter-${name}-${option.value ?? 'all'}`}
            onClick={() => onPick(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** SPEC §2/§3 filter: vendor, classification (caId), minimum bet; applied together. */
export function FilterPanel({ vendors, classifies, value, onApply, onClear, typeSwitch }: FilterPanelProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<ListFilters>(value);
  const all = { value: null, label: t('games:filter.all') };
  return (
    <div className="filter-panel" data-testid="filter-panel">
      {typeSwitch ? (
        <OptionRow
          name="type"
          label={t('games:filter.type')}
          options={typeSwitch.options.map((type) => ({ value: type, label: t(`categories.${type}`, { defaultValue: type }) }))}
          selected={typeSwitch.current}
          onPick={(type) => type && type !== typeSwitch.current && typeSwitch.onSwitch(type)}
        />
      ) : null}
      {vendors.length > 1 ? (
        <OptionRow
          name="vendor"
          label={t('games:filter.vendor')}
          options={[all, ...vendors.map((v) => ({ value: v.vassalage, label: v.name }))]}
          selected={draft.vendor}
          onPick={(vendor) => setDraft((d) => ({ ...d, vendor }))}
        />
      ) : null}
      {classifies.length ? (
        <OptionRow
          name="classify"
          label={t('games:filter.classify')}
          options={[all, ...classifies.map((c) => ({ value: c, label: classifyLabel(t, c) }))]}
          selected={draft.classify}
          onPick={(classify) => setDraft((d) => ({ ...d, classify }))}
        />
      ) : null}
      <OptionRow
        name="minBet"
        label={t('games:filter.minBet')}
        options={[all, ...minBetOptions.map((bet) => ({ value: bet, label: formatMoney(bet, activeLanguage(i18n)) }))]}
        selected={draft.minBet}
        onPick={(minBet) => setDraft((d) => ({ ...d, minBet }))}
      />
      <div className="filter-panel__actions">
        <button type="button" className="btn btn--ghost btn--small" data-testid="filter-clear" onClick={onClear}>
          {t('games:filter.clear')}
        </button>
        <button type="button" className="btn btn--primary btn--small" data-testid="filter-apply" onClick={() => onApply(draft)}>
          {t('games:filter.apply')}
        </button>
      </div>
    </div>
  );
}
