import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roundStatuses, type BetRecord } from '@app/contract';
import { SelectField, TextField } from '../../../components/ui/field';
import { PagedList } from '../../../components/paged-list/paged-list';
import { Screen } from '../../../components/ui/screen';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatMoney } from '../../../lib/wallet/format-money';
import { formatDateTime } from '../../../lib/wallet/format-time';
import { useBetRecords } from '../api/records';
import { defaultRange, orderedRange, type DateRange } from '../hooks/record-query';
import { useDebounced } from '../hooks/use-debounced';
import { registerRecordsTexts } from '../i18n/records-texts';
import { BetDetailSheet } from './bet-detail-sheet';
import { DateRangeFields } from './date-range';
import '../../../components/ui/card.css';
import './records.css';

registerRecordsTexts();

const STATUS_TONE = { open: 'pill--wait', completed: 'pill--good', cancelled: 'pill--bad' } as const;

/** A line of the record: the whole line opens the round's detail. */
function BetRow({
  bet,
  money,
  language,
  onOpen,
}: {
  bet: BetRecord;
  money: (v: string) => string;
  language: string;
  onOpen: (bet: BetRecord) => void;
}) {
  const { t } = useTranslation('records');
  return (
    <li className="bet-row">
      <button
        type="button"
        className="bet-row__open"
        data-testid={`bet-${bet.roundId}`}
        data-vendor={bet.vendor}
        aria-haspopup="dialog"
        onClick={() => onOpen(bet)}
      >
        <span className="rows__line">
          <span>
            <strong>{bet.gameName}</strong> · <span data-testid="bet-vendor">{bet.vendorName}</span>
          </span>
          <span className="bet-row__status">
            <span className={`pill ${STATUS_TONE[bet.status]}`}>{t(`roundStatus.${bet.status}`)}</span>
          </span>
        </span>
        <span className="rows__sub">
          <span>{t('stake', { amount: money(bet.stake) })}</span>
          <span className={bet.win === '0.00' ? '' : 'amount--plus'}>{t('win', { amount: money(bet.win) })}</span>
          <span>{formatDateTime(bet.createdAt, language)}</span>
        </span>
      </button>
    </li>
  );
}

/**
 * /m/gameRecord. Test ids: field-vendor, field-status, field-startDate,
 * field-endDate, bet-<roundId> (opens bet-detail), list-more, empty-state.
 */
export function BetRecordScreen() {
  const { t } = useTranslation('records');
  const [language] = useLanguage();
  const [vendor, setVendor] = useState('');
  const [status, setStatus] = useState('');
  const [range, setRange] = useState<DateRange>(() => defaultRange());
  const [open, setOpen] = useState<BetRecord | null>(null);
  const typedVendor = useDebounced(vendor.trim().toUpperCase());
  const filters = { vendor: typedVendor, status, ...orderedRange(range) };
  const paged = useBetRecords(filters);
  const money = (value: string) => formatMoney(value, language);

  return (
    <Screen id="gameRecord" title={t('routes:gameRecord')} className="member-screen">
      <section className="card records-filters">
        <div className="form-grid form-grid--two">
          <TextField
            name="vendor"
            label={t('vendor')}
            placeholder={t('vendorPlaceholder')}
            maxLength={16}
            value={vendor}
            onValue={setVendor}
          />
          <SelectField
            name="status"
            label={t('status')}
            value={status}
            onValue={setStatus}
            options={[
              { value: '', label: t('allStatuses') },
              ...roundStatuses.map((value) => ({ value, label: t(`roundStatus.${value}`) })),
            ]}
          />
        </div>
        <DateRangeFields range={range} onChange={setRange} />
      </section>
      <PagedList
        ns="records"
        paged={paged}
        emptyTitle={t('emptyBets')}
        testId="bet-records"
        renderItem={(bet) => <BetRow key={bet.roundId} bet={bet} money={money} language={language} onOpen={setOpen} />}
      />
      {open ? <BetDetailSheet bet={open} onClose={() => setOpen(null)} /> : null}
    </Screen>
  );
}
