import { useTranslation } from 'react-i18next';
import { parseMoney, type LimitStatus } from '@app/contract';
import { useLanguage } from '../../../lib/preferences/use-language';
import { useLimitFormat } from '../../../lib/protection/use-limit-format';
import { formatDateTime } from '../../../lib/wallet/format-time';

/** Share of the limit used, 0 to 100 (money compared in centavos, time in minutes). */
function usedPercent(limit: LimitStatus & { value: string }): number {
  const toNumber = (v: string) => (limit.kind === 'time' ? Number(v) : Number(parseMoney(v)));
  const total = toNumber(limit.value);
  return total > 0 ? Math.min(100, Math.round((toNumber(limit.used) / total) * 100)) : 100;
}

/** What a set limit has used and has left in the current period, as a bar and figures, and when the period ends. */
export function LimitUsage({ limit }: { limit: LimitStatus & { value: string } }) {
  const { t } = useTranslation('responsibleGaming');
  const [language] = useLanguage();
  const format = useLimitFormat();
  const percent = usedPercent(limit);
  const used = format(limit.kind, limit.used);
  return (
    <div className="limit-usage">
      <div
        className={`limit-usage__bar${percent >= 100 ? ' limit-usage__bar--full' : ''}`}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('usageLabel', { used, value: format(limit.kind, limit.value) })}
        data-testid={`limit-${limit.kind}-bar`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <dl className="limit-usage__figures">
        <div>
          <dt>{t('used')}</dt>
          <dd data-testid={`limit-${limit.kind}-used`}>{used}</dd>
        </div>
        <div>
          <dt>{t('left')}</dt>
          <dd data-testid={`limit-${limit.kind}-left`}>{format(limit.kind, limit.left ?? '0')}</dd>
        </div>
      </dl>
      {limit.periodEndsAt ? (
        <p className="card__muted" data-testid={`limit-${limit.kind}-ends`}>
          {t('periodEnds', { date: formatDateTime(limit.periodEndsAt, language) })}
        </p>
      ) : null}
    </div>
  );
}
