import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list/paged-list';
import { SelectField, TextField } from '../../../components/ui/field';
import { Screen } from '../../../components/ui/screen';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatMoney } from '../../../lib/wallet/format-money';
import { formatDateTime, merchantToday } from '../../../lib/wallet/format-time';
import { useTeamBetting } from '../api/agents';
import { registerAgentsTexts } from '../i18n/agents-texts';
import { PeriodFields, type Period } from './period-fields';
import '../../../components/ui/card.css';
import './agents.css';

registerAgentsTexts();

const statuses = ['open', 'completed', 'cancelled'] as const;

/** /m/teamBetting: rounds of the downline. Test ids: field-username, field-vendor, field-status, team-rounds, team-round-<id>. */
export function TeamBettingScreen() {
  const { t } = useTranslation('agents');
  const [language] = useLanguage();
  const today = merchantToday();
  const [period, setPeriod] = useState<Period>({ startDate: today, endDate: today });
  const [username, setUsername] = useState('');
  const [vendor, setVendor] = useState('');
  const [status, setStatus] = useState('');
  const filters = {
    ...period,
    username: username.trim() || undefined,
    vendor: vendor.trim().toUpperCase() || undefined,
    status: status || undefined,
  };
  const paged = useTeamBetting(filters);
  return (
    <Screen id="teamBetting" title={t('routes:teamBetting')} className="member-screen">
      <section className="card">
        <PeriodFields period={period} onChange={setPeriod} />
        <div className="form-grid form-grid--two">
          <TextField name="username" label={t('username')} value={username} onValue={setUsername} maxLength={20} />
          <TextField name="vendor" label={t('betting.vendor')} value={vendor} onValue={setVendor} maxLength={16} />
        </div>
        <SelectField
          name="status"
          label={t('status')}
          value={status}
          onValue={setStatus}
          options={[{ value: '', label: t('all') }, ...statuses.map((value) => ({ value, label: t(`betting.roundStatus.${value}`) }))]}
        />
      </section>
      <PagedList
        ns="agents"
        emptyTitle={t('empty')}
        paged={paged}
        testId="team-rounds"
        renderItem={(r) => (
          <li key={r.id} data-testid={`team-round-${r.id}`} data-username={r.username}>
            <div className="rows__line">
              <span>
                <strong>{r.username}</strong> · {r.gameCode}
              </span>
              <span>{t(`betting.roundStatus.${r.status}`)}</span>
            </div>
            <div className="rows__sub">
              <span data-testid="team-round-stake">{t('betting.stake', { amount: formatMoney(r.stake, language) })}</span>
              <span data-testid="team-round-win">{t('betting.win', { amount: formatMoney(r.win, language) })}</span>
              <span>{formatDateTime(r.createdAt, language)}</span>
            </div>
          </li>
        )}
      />
    </Screen>
  );
}
