import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import type { DateRange } from '../hooks/record-query';

/** Start and end day inputs (native date pickers, YYYY-MM-DD values). */
export function DateRangeFields({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation('records');
  return (
    <div className="form-grid form-grid--two">
      <TextField
        name="startDate"
        type="date"
        label={t('startDate')}
        value={range.startDate}
        max={range.endDate}
        onValue={(startDate) => startDate && onChange({ ...range, startDate })}
      />
      <TextField
        name="endDate"
        type="date"
        label={t('endDate')}
        value={range.endDate}
        min={range.startDate}
        onValue={(endDate) => endDate && onChange({ ...range, endDate })}
      />
    </div>
  );
}
