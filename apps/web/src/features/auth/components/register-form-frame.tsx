import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RiskWarning } from '../../../lib/protection/risk-warning';
import type { RegisterForm } from '../hooks/use-register-form';
import { CheckField } from './form-field';
import { RegisterExtraFields } from './register-extra-fields';
import { RegisterLimitsFields } from './register-limits-fields';

/**
 * The registration form around its method's own fields (`children`): the
 * merchant's optional fields, the limits when the jurisdiction requires them,
 * the risk warning, the age and agreement boxes, the human check and the
 * submit. Test ids: register-form (data-method), register-risk-warning, register-submit.
 */
export function RegisterFormFrame({ register, children }: { register: RegisterForm; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { method, auth, values, set, setExtra, extraFields, onSubmit } = register;
  const { form } = auth;
  return (
    <form
      className="auth-form"
      noValidate
      data-testid="register-form"
      data-method={method}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <RegisterExtraFields fields={extraFields} values={values.extra} onValue={setExtra} message={form.message} register={form.register} />
      {register.limitsRequired ? <RegisterLimitsFields register={register} /> : null}
      <RiskWarning testId="register-risk-warning" />
      <CheckField
        name="ageConfirmed"
        checked={values.ageConfirmed}
        onChecked={(v) => set('ageConfirmed', v)}
        error={form.message('ageConfirmed')}
        inputRef={form.register('ageConfirmed')}
      >
        {t('age')}
      </CheckField>
      <CheckField
        name="agreement"
        checked={values.agreement}
        onChecked={(v) => set('agreement', v)}
        error={form.message('agreement')}
        inputRef={form.register('agreement')}
      >
        {t('agreement')}
      </CheckField>
      {auth.human.widget}
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={auth.loading}
        aria-busy={auth.loading}
        data-testid="register-submit"
      >
        {auth.loading ? t('loading') : t('register')}
      </button>
    </form>
  );
}
