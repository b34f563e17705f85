import { useState } from 'react';
import { forgotPasswordPayloadSchema } from '@app/contract';
import { showToast } from '../../../lib/ui/toast-store';
import { useHumanProof } from '../../../lib/human-check/use-human-proof';
import { forgotPassword } from '../api/forgot-password';
import { useErrorText } from './use-error-text';
import { issuesToErrors, useFormValidation } from './use-form-validation';

const ORDER = ['username', 'email'] as const;

/** The e-mail recovery's fields (contract rules, the e-mail required) and its request; `sent` once the server answered. */
export function useForgetEmail() {
  const errorText = useErrorText();
  const human = useHumanProof();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);

  const form = useFormValidation(() => {
    const result = forgotPasswordPayloadSchema.safeParse({ username, email });
    const errors = result.success ? {} : issuesToErrors(result.error.issues);
    if (!email.trim()) errors.email = 'required';
    return errors;
  }, ORDER);

  const onSubmit = () => {
    if (loading || !form.check()) return;
    setLoading(true);
    forgotPassword(forgotPasswordPayloadSchema.parse({ username, email }), human.proofHeaders).then(
      () => {
        setLoading(false);
        setSent(true);
      },
      (error: unknown) => {
        setLoading(false);
        showToast(errorText(error), 'error');
      },
    );
  };

  return { username, setUsername, email, setEmail, loading, sent, form, human, onSubmit };
}
