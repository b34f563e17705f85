import { useTranslation } from 'react-i18next';
import { formatMoney } from '../i18n/i18n';

/** Steps through the stakes the game allows (the server refuses any other). */
export function StakePicker(props: {
  stakes: string[];
  value: string;
  onChange: (stake: string) => void;
  currency: string;
  lang: 'pt' | 'en';
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const index = Math.max(0, props.stakes.indexOf(props.value));
  return (
    <div className="stake" role="group" aria-label={t('common.stake')}>
      <button
        type="button"
        aria-label={t('common.decrease')}
        disabled={props.disabled || index === 0}
        onClick={() => props.onChange(props.stakes[index - 1]!)}
      >
        −
      </button>
      <output data-testid="stake-value">
        <small>{t('common.stake')}</small>
        {formatMoney(props.value, props.lang, props.currency)}
      </output>
      <button
        type="button"
        aria-label={t('common.increase')}
        disabled={props.disabled || index === props.stakes.length - 1}
        onClick={() => props.onChange(props.stakes[index + 1]!)}
      >
        +
      </button>
    </div>
  );
}
