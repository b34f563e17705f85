import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OpenAccountPayload } from '@app/contract';
import { SelectField, TextField } from '../../../components/ui/field';
import { Screen } from '../../../components/ui/screen';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useRegisterSettings } from '../../../lib/member/register-settings';
import { showToast } from '../../../lib/ui/toast-store';
import { agentKeys, openAccount } from '../api/agents';
import { registerAgentsTexts } from '../i18n/agents-texts';
import '../../../components/ui/card.css';
import './agents.css';

registerAgentsTexts();

const empty = { username: '', password: '', confirmPassword: '', mobileNum: '', idNumber: '', birthday: '', nickname: '' };
type Fields = typeof empty;

/**
 * /m/agentRegister (open account): a member or a sub-agent directly below the
 * agent, checked by the server with the registration rules. Test ids:
 * field-accountType, field-<name>, open-account-submit.
 */
export function OpenAccountScreen() {
  const { t } = useTranslation('agents');
  const errorText = useErrorText();
  const client = useQueryClient();
  const [accountType, setAccountType] = useState<'member' | 'agent'>('member');
  const [fields, setFields] = useState<Fields>(empty);
  const settings = useRegisterSettings(60_000);
  // Optional fields follow the merchant's registration settings: shown when enabled, marked when required.
  const setting = (name: string) => settings.data?.fields.find((f) => f.field === name && f.enabled);
  const set = (name: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const submit = useMutation({
    mutationFn: (payload: OpenAccountPayload) => openAccount(payload),
    onSuccess: (created) => {
      showToast(t('open.done', { username: created.username }), 'success');
      setFields(empty);
      void client.invalidateQueries({ queryKey: agentKeys.teamMembersAll });
    },
    onError: (error) => showToast(errorText(error), 'error', 3000),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (fields.password !== fields.confirmPassword) {
      showToast(t('open.mismatch'), 'error');
      return;
    }
    // Empty optional fields are left out: a field the merchant has not enabled must be absent.
    const optional = Object.fromEntries(
      Object.entries(fields).filter(([key, value]) => !['username', 'password', 'confirmPassword'].includes(key) && value.trim() !== ''),
    );
    submit.mutate({
      username: fields.username.trim(),
      password: fields.password,
      confirmPassword: fields.confirmPassword,
      accountType,
      registerMethod: 'H5',
      ...(optional.mobileNum ? { countryDialingCode: '+55' } : {}),
      ...optional,
    } as OpenAccountPayload);
  };

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
        <button type="submit" className="btn btn--primary btn--block" data-testid="open-account-submit" disabled={submit.isPending}>
          {t('open.submit')}
        </button>
      </form>
    </Screen>
  );
}
