import { useTranslation } from 'react-i18next';
import type { VendorEntry } from '@app/contract';
import { classifyLabel } from '../../../lib/games/games-texts';

interface ChipRowProps<T extends string | null> {
  label: string;
  testId: string;
  options: readonly T[];
  selected: T;
  nameOf: (option: T) => string;
  onPick: (option: T) => void;
}

function ChipRow<T extends string | null>({ label, testId, options, selected, nameOf, onPick }: ChipRowProps<T>) {
  return (
    <div className="chip-row" role="group" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <button
          key={option ?? 'all'}
          type="button"
          className={`chip chip--small${option === selected ? ' is-selected' : ''}`}
          aria-pressed={option === selected}
          data-testid={`${testId}-${option ?? 'all'}`}
          onClick={() => onPick(option)}
        >
          {nameOf(option)}
        </button>
      ))}
    </div>
  );
}

/** Vendor chips of a vendor game list: "all" plus each vendor of the category. */
export function VendorChips({
  vendors,
  selected,
  onPick,
}: {
  vendors: readonly VendorEntry[];
  selected: string | null;
  onPick: (vendor: string | null) => void;
}) {
  const { t } = useTranslation();
  const names = new Map(vendors.map((v) => [v.vassalage, v.name]));
  return (
    <ChipRow
      label={t('games:vendorsLabel')}
      testId="vendor-chip"
      options={[null, ...vendors.map((v) => v.vassalage)]}
      selected={selected}
      nameOf={(v) => (v === null ? t('games:filter.all') : (names.get(v) ?? v))}
      onPick={onPick}
    />
  );
}

/** The classification strip (SPEC §2). */
export function ClassifyStrip({
  options,
  selected,
  onPick,
}: {
  options: readonly (string | null)[];
  selected: string | null;
  onPick: (classify: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChipRow
      label={t('games:classifyLabel')}
      testId="classify-chip"
      options={options}
      selected={selected}
      nameOf={(c) => (c === null ? t('games:classify.all') : classifyLabel(t, c))}
      onPick={onPick}
    />
  );
}
