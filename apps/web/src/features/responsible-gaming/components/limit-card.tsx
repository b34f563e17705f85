import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitStatus } from '@app/contract';
import { useLimitFormat } from '../../../lib/protection/use-limit-format';
import { LimitForm } from './limit-form';
import { LimitPending } from './limit-pending';
import { LimitUsage } from './limit-usage';

interface LimitCardProps {
  limit: LimitStatus;
  /** Required by the jurisdiction (loss and time under BR): marked, and never removable. */
  mandatory: boolean;
}

/**
 * One limit: its value and period, what is used and left, a waiting change, and its edit form.
 * Test ids: limit-<kind>, limit-<kind>-value, limit-<kind>-edit (and those of LimitUsage, LimitPending, LimitForm).
 */
export function LimitCard({ limit, mandatory }: LimitCardProps) {
  const { t } = useTranslation('responsibleGaming');
  const tl = useTranslation('limits').t;
  const format = useLimitFormat();
  const [editing, setEditing] = useState(false);
  const { kind, value } = limit;
  return (
    <li className="limit-card" data-testid={`limit-${kind}`}>
      <div className="limit-card__head">
        <h3 className="limit-card__title">
          {tl(`kinds.${kind}`)}
          {mandatory ? <span className="pill pill--wait">{t('mandatory')}</span> : null}
        </h3>
        {!editing ? (
          <button type="button" className="link-button" data-testid={`limit-${kind}-edit`} onClick={() => setEditing(true)}>
            {value === null ? t('set') : t('edit')}
          </button>
        ) : null}
      </div>
      <p className="limit-card__value" data-testid={`limit-${kind}-value`}>
        {value === null ? t('noLimit') : `${format(kind, value)} · ${tl(`periods.${limit.period ?? 'day'}`)}`}
      </p>
      {value !== null ? <LimitUsage limit={{ ...limit, value }} /> : null}
      {limit.pending ? <LimitPending kind={kind} pending={limit.pending} /> : null}
      {editing ? <LimitForm limit={limit} removable={!mandatory} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}
