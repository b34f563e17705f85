import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';

export interface Period {
  startDate: string;
  endDate: string;
}

/** Start and end day (native date pickers, YYYY-MM-DD). */
export function PeriodFields({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation('agents');
  return (
    <div className="form-grid form-grid--two">
      <TextField
        name="startDate"
        type="date"
        label={t('startDate')}
        value={period.startDate}
        max={period.endDate}
        onValue={(startDate) => startDate && onChange({ ...period, startDate })}
      />
      <TextField
        name="endDate"
        type="date"
        label={t('endDate')}
        value={period.endDate}
        min={period.startDate}
        onValue={(endDate) => endDate && onChange({ ...period, endDate })}
      />
    </div>
  );
}
