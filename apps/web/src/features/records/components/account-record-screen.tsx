import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { recordTypes } from '@app/contract';
import { SelectField } from '../../../components/ui/field';
import { PagedList } from '../../../components/paged-list/paged-list';
import { Screen } from '../../../components/ui/screen';
import { PayoutExpectation } from '../../../components/wallet/payout-expectation';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useLanguage } from '../../../lib/preferences/use-language';
import { showToast } from '../../../lib/ui/toast-store';
import { formatMoney, formatSignedMoney } from '../../../lib/wallet/format-money';
import { formatDateTime } from '../../../lib/wallet/format-time';
import { registerMoneyTexts } from '../../../lib/wallet/money-texts';
import { useAccountStatementDownload } from '../api/account-statement';
import { useAccountRecords } from '../api/records';
import { defaultRange, orderedRange, type DateRange } from '../hooks/record-query';
import { registerRecordsTexts } from '../i18n/records-texts';
import { DateRangeFields } from './date-range';
import '../../../components/ui/card.css';
import './records.css';

registerRecordsTexts();
registerMoneyTexts();

/**
 * /m/transaction/record (agent variant ?types=A). Test ids: field-type,
 * field-startDate, field-endDate, record-<id> (data-type), record-amount,
 * record-balance, list-more, empty-state, statement-export, payout-expected.
 */
export function AccountRecordScreen() {
  const { t } = useTranslation('records');
  const [language] = useLanguage();
  const [params] = useSearchParams();
  const [type, setType] = useState('');
  const [range, setRange] = useState<DateRange>(() => defaultRange());
  const filters = { type, types: params.get('types'), ...orderedRange(range) };
  const paged = useAccountRecords(filters);
  const statement = useAccountStatementDownload();
  const errorText = useErrorText();
  const exportStatement = () => statement.mutate(filters, { onError: (error) => showToast(errorText(error), 'error') });

  return (
    <Screen id="transactionRecord" title={t('routes:transactionRecord')} className="member-screen">
      <section className="card records-filters">
        <SelectField
          name="type"
          label={t('type')}
          value={type}
          onValue={setType}
          options={[{ value: '', label: t('allTypes') }, ...recordTypes.map((value) => ({ value, label: t(`types.${value}`) }))]}
        />
        <DateRangeFields range={range} onChange={setRange} />
        <button
          type="button"
          className="btn btn--ghost btn--small records-export"
          data-testid="statement-export"
          disabled={statement.isPending}
          onClick={exportStatement}
        >
          {statement.isPending ? t('exporting') : t('export')}
        </button>
        <p className="card__muted">{t('exportHint')}</p>
      </section>
      <PagedList
        ns="records"
        paged={paged}
        emptyTitle={t('emptyAccount')}
        testId="account-records"
        renderItem={(record) => (
          <li key={record.id} data-testid={`record-${record.id}`} data-type={record.type}>
            <div className="rows__line">
              <span>{t(`types.${record.type}`)}</span>
              <span className={record.amount.startsWith('-') ? 'amount--minus' : 'amount--plus'} data-testid="record-amount">
                {formatSignedMoney(record.amount, language)}
              </span>
            </div>
            <div className="rows__sub">
              <span>{formatDateTime(record.createdAt, language)}</span>
              <span data-testid="record-balance">{t('balanceAfter', { amount: formatMoney(record.balanceAfter, language) })}</span>
              <span>{t(`recordStatus.${record.status}`)}</span>
            </div>
            {record.expected ? <PayoutExpectation expected={record.expected} /> : null}
          </li>
        )}
      />
    </Screen>
  );
}
