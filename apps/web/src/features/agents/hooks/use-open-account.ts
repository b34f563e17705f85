import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OpenAccountPayload } from '@app/contract';
import { useErrorText } from '../../../lib/api/use-error-text';
import { showToast } from '../../../lib/ui/toast-store';
import { agentKeys, openAccount } from '../api/agents';

const empty = { username: '', password: '', confirmPassword: '', mobileNum: '', idNumber: '', birthday: '', nickname: '' };
export type OpenAccountFields = typeof empty;

/** The open-account form: its fields, the passwords compared before sending, the team list refreshed after. */
export function useOpenAccount() {
  const { t } = useTranslation('agents');
  const errorText = useErrorText();
  const client = useQueryClient();
  const [accountType, setAccountType] = useState<'member' | 'agent'>('member');
  const [fields, setFields] = useState<OpenAccountFields>(empty);
  const set = (name: keyof OpenAccountFields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
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

  return { accountType, setAccountType, fields, set, onSubmit, sending: submit.isPending };
}
