import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/ui/field';
import { Screen } from '../../../components/ui/screen';
import { useRegisterSettings } from '../../../lib/member/register-settings';
import { useOpenAccount, type OpenAccountFields } from '../hooks/use-open-account';
import { registerAgentsTexts } from '../i18n/agents-texts';
import '../../../components/ui/card.css';
import './agents.css';

registerAgentsTexts();

/** Optional fields follow the merchant's registration settings: shown when enabled, marked when required. */
function OptionalFields({ fields, set }: { fields: OpenAccountFields; set: (name: keyof OpenAccountFields) => (value: string) => void }) {
  const { t } = useTranslation('agents');
  const settings = useRegisterSettings(60_000);
  const setting = (name: string) => settings.data?.fields.find((f) => f.field === name && f.enabled);
  return (
    <>
      {setting('mobileNum') ? (
        <TextField
          name="mobileNum"
          type="tel"
          inputMode="numeric"
          label={t('open.mobileNum')}
          value={fields.mobileNum}
          onValue={set('mobileNum')}
          maxLength={20}
          required={setting('mobileNum')?.required}
          addon={<span className="field__addon-text">+55</span>}
        />
      ) : null}
      {setting('idNumber') ? (
        <TextField
          name="idNumber"
          inputMode="numeric"
          label={t('open.idNumber')}
          value={fields.idNumber}
          onValue={set('idNumber')}
          maxLength={14}
          required={setting('idNumber')?.required}
        />
      ) : null}
      {setting('birthday') ? (
        <TextField
          name="birthday"
          type="date"
          label={t('open.birthday')}
          value={fields.birthday}
          onValue={set('birthday')}
          required={setting('birthday')?.required}
        />
      ) : null}
      {setting('nickname') ? (
        <TextField
          name="nickname"
          label={t('open.nickname')}
          value={fields.nickname}
          onValue={set('nickname')}
          maxLength={32}
          required={setting('nickname')?.required}
        />
      ) : null}
    </>
  );
}

/**
 * /m/agentRegister (open account): a member or a sub-agent directly below the
 * agent, checked by the server with the registration rules. Test ids:
 * field-accountType, field-<name>, open-account-submit.
 */
export function OpenAccountScreen() {
  const { t } = useTranslation('agents');
  const { accountType, setAccountType, fields, set, onSubmit, sending } = useOpenAccount();

  return (
    <Screen id="agentRegister" title={t('routes:agentRegister')} className="member-screen">
      <form className="card" noValidate onSubmit={onSubmit}>
        <SelectField
          name="accountType"
          label={t('open.accountType')}
          value={accountType}
          onValue={(v) => setAccountType(v === 'agent' ? 'agent' : 'member')}
          options={[
            { value: 'member', label: t('open.member') },
            { value: 'agent', label: t('open.agent') },
          ]}
        />
        <TextField
          name="username"
          label={t('username')}
          value={fields.username}
          onValue={set('username')}
          maxLength={20}
          autoComplete="off"
          required
        />
        <TextField
          name="password"
          type="password"
          label={t('open.password')}
          value={fields.password}
          onValue={set('password')}
          autoComplete="new-password"
          required
        />
        <TextField
          name="confirmPassword"
          type="password"
          label={t('open.confirmPassword')}
          value={fields.confirmPassword}
          onValue={set('confirmPassword')}
          autoComplete="new-password"
          required
        />
        <OptionalFields fields={fields} set={set} />
        <button type="submit" className="btn btn--primary btn--block" data-testid="open-account-submit" disabled={sending}>
          {t('open.submit')}
        </button>
      </form>
    </Screen>
  );
}
