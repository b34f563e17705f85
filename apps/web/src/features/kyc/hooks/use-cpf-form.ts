import { useState, type FormEvent } from 'react';
import { kycCpfCheckBodySchema, type KycStatus } from '@app/contract';
import { serverFieldErrors } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/api/use-error-text';
import { issuesToErrors, type FieldErrors } from '../../../lib/forms/field-errors';
import { showToast } from '../../../lib/ui/toast-store';
import { useCheckCpf } from '../api/check-cpf';

/**
 * Step 1's form: the name (prefilled with the last one given), the CPF and birth date only when the account has
 * none; checked with the contract's schema, then sent. A refusal comes back as a toast, and as the stored refusal in
 * the status the page reads again.
 */
export function useCpfForm(status: KycStatus) {
  const errorText = useErrorText();
  const check = useCheckCpf();
  const { registered } = status;
  const [values, setValues] = useState({ fullName: registered.fullName ?? '', cpf: '', birthDate: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof typeof values) => (value: string) => setValues((previous) => ({ ...previous, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      fullName: values.fullName,
      ...(registered.cpfMasked ? {} : { cpf: values.cpf }),
      ...(registered.birthDate ? {} : { birthDate: values.birthDate }),
    };
    const parsed = kycCpfCheckBodySchema.safeParse(body);
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    check.mutate(body, {
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.path, f.key])));
        showToast(errorText(error), 'error');
      },
    });
  };

  return { values, set, errors, submit, pending: check.isPending };
}
