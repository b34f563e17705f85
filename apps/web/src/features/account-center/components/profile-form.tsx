import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { profileUpdateSchema, type Profile } from '@app/contract';
import { TextField } from '../../../components/ui/field';
import { issuesToErrors, useValidationText, type FieldErrors } from '../../../lib/forms/field-errors';
import { useSubmit } from '../../../lib/forms/use-submit';
import { memberInfoKeys } from '../../../lib/session/member-info';
import { showToast } from '../../../lib/ui/toast-store';
import { profileQueryOptions, updateProfile } from '../api/account';

/** Nickname and e-mail, the fields a member changes alone; only changed ones are sent. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const message = useValidationText();
  const [nickname, setNickname] = useState(profile.nickname ?? '');
  const [email, setEmail] = useState(profile.email ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { sending, send } = useSubmit();

  const submit = () => {
    const changes = {
      ...(nickname.trim() !== (profile.nickname ?? '') ? { nickname } : {}),
      ...(email.trim() !== (profile.email ?? '') ? { email } : {}),
    };
    const parsed = profileUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    if (Object.keys(parsed.data).length === 0) return;
    send(
      () => updateProfile(parsed.data),
      (updated) => {
        client.setQueryData(profileQueryOptions().queryKey, updated);
        // The sidebar shows the nickname (SPEC §2).
        void client.invalidateQueries({ queryKey: memberInfoKeys.all });
        showToast(t('profileSaved'), 'success');
      },
    );
  };

  return (
    <form
      className="card"
      noValidate
      data-testid="profile-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        name="nickname"
        label={t('nickname')}
        maxLength={20}
        value={nickname}
        onValue={(value) => {
          setNickname(value);
          setErrors((e) => ({ ...e, nickname: undefined }));
        }}
        error={message(errors.nickname)}
      />
      <TextField
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        value={email}
        onValue={(value) => {
          setEmail(value);
          setErrors((e) => ({ ...e, email: undefined }));
        }}
        error={message(errors.email)}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={sending} aria-busy={sending} data-testid="profile-save">
        {t('save')}
      </button>
    </form>
  );
}
