import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list/paged-list';
import { SelectField, TextField } from '../../../components/ui/field';
import { Screen } from '../../../components/ui/screen';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatMoney } from '../../../lib/wallet/format-money';
import { formatDateTime } from '../../../lib/wallet/format-time';
import { useTeamMembers } from '../api/agents';
import { registerAgentsTexts } from '../i18n/agents-texts';
import '../../../components/ui/card.css';
import './agents.css';

registerAgentsTexts();

/** /m/member/team (team management). Test ids: field-username, field-status, field-kind, team-members, team-member-<username>. */
export function TeamMembersScreen() {
  const { t } = useTranslation('agents');
  const [language] = useLanguage();
  const [username, setUsername] = useState('');
  const [status, setStatus] = useState('');
  const [kind, setKind] = useState('');
  const filters = { username: username.trim() || undefined, status: status || undefined, kind: kind || undefined };
  const paged = useTeamMembers(filters);

  return (
    <Screen id="memberTeam" title={t('routes:memberTeam')} className="member-screen">
      <section className="card">
        <TextField name="username" label={t('username')} value={username} onValue={setUsername} maxLength={20} />
        <div className="form-grid form-grid--two">
          <SelectField
            name="status"
            label={t('status')}
            value={status}
            onValue={setStatus}
            options={[
              { value: '', label: t('all') },
              ...(['active', 'disabled'] as const).map((value) => ({ value, label: t(`statuses.${value}`) })),
            ]}
          />
          <SelectField
            name="kind"
            label={t('kind')}
            value={kind}
            onValue={setKind}
            options={[
              { value: '', label: t('all') },
              ...(['member', 'agent'] as const).map((value) => ({ value, label: t(`kinds.${value}`) })),
            ]}
          />
        </div>
      </section>
      <PagedList
        ns="agents"
        emptyTitle={t('empty')}
        paged={paged}
        testId="team-members"
        renderItem={(m) => (
          <li key={m.id} data-testid={`team-member-${m.username}`}>
            <div className="rows__line">
              <span>
                <strong>{m.username}</strong> · {t(`kinds.${m.isAgent ? 'agent' : 'member'}`)} · {t('level', { level: m.level })}
              </span>
              <span className={`pill ${m.status === 'active' ? 'pill--good' : 'pill--bad'}`}>{t(`statuses.${m.status}`)}</span>
            </div>
            <div className="rows__sub">
              <span data-testid="team-member-balance">{t('balance', { amount: formatMoney(m.balance, language) })}</span>
              <span>{t('lastLogin', { at: m.lastLoginAt ? formatDateTime(m.lastLoginAt, language) : t('never') })}</span>
              {m.isAgent ? <span>{t('teamSize', { count: m.teamSize })}</span> : null}
            </div>
          </li>
        )}
      />
    </Screen>
  );
}
