import { useTranslation } from 'react-i18next';
import type { KycStatus } from '@app/contract';
import { TextField } from '../../../components/ui/field';
import { useValidationText } from '../../../lib/forms/field-errors';
import { useCpfForm } from '../hooks/use-cpf-form';
import { RefusalNote } from './refusal-note';

/** The Receita Federal's page where a CPF's status is read and mended. */
const RECEITA_CPF_URL = 'https://servicos.receita.fazenda.gov.br/servicos/cpf/consultasituacao/consultapublica.asp';
/** The statuses the player can mend at the Receita Federal. */
const MENDABLE = ['kyc.cpf.pending', 'kyc.cpf.suspended'];

function formatCpf(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6, 9)].filter(Boolean).join('.') + (d.length > 9 ? `-${d.slice(9)}` : '');
}

/** What the account already holds, shown and not edited. */
function OnFile({ status }: { status: KycStatus }) {
  const { t } = useTranslation('kyc');
  const { cpfMasked, birthDate } = status.registered;
  if (!cpfMasked && !birthDate) return null;
  return (
    <dl className="kyc-facts">
      {cpfMasked ? (
        <div className="kyc-facts__row">
          <dt>{t('cpf.cpf')}</dt>
          <dd data-testid="kyc-cpf-on-file">{cpfMasked}</dd>
        </div>
      ) : null}
      {birthDate ? (
        <div className="kyc-facts__row">
          <dt>{t('cpf.birthDate')}</dt>
          <dd>{birthDate.split('-').reverse().join('/')}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** A refused check, with the way to mend it at the Receita Federal when the player can. */
function Refusal({ code }: { code: string }) {
  const { t } = useTranslation('kyc');
  return (
    <RefusalNote code={code} testId="kyc-cpf-refusal">
      {MENDABLE.includes(code) ? (
        <a href={RECEITA_CPF_URL} target="_blank" rel="noreferrer" data-testid="kyc-cpf-regularise">
          {t('cpf.regularise')}
        </a>
      ) : null}
    </RefusalNote>
  );
}

/**
 * Step 1: the full name as on the CPF (the account keeps none), and the CPF and birth date only when the account has
 * none. A refused check stays on the page with what to do about it. Test ids: field-fullName, field-cpf,
 * field-birthDate, kyc-cpf-submit, kyc-cpf-refusal, kyc-cpf-regularise, kyc-cpf-left.
 */
export function CpfStep({ status }: { status: KycStatus }) {
  const { t } = useTranslation('kyc');
  const validationText = useValidationText();
  const form = useCpfForm(status);
  const { cpfMasked, birthDate } = status.registered;
  return (
    <form className="kyc-form" noValidate onSubmit={form.submit} data-testid="kyc-cpf-form">
      <p className="kyc-step__text">{t('cpf.text')}</p>
      {status.cpf.refusal ? <Refusal code={status.cpf.refusal} /> : null}
      <OnFile status={status} />
      <TextField
        name="fullName"
        label={t('cpf.fullName')}
        value={form.values.fullName}
        onValue={form.set('fullName')}
        error={validationText(form.errors.fullName)}
        autoComplete="name"
        autoCapitalize="words"
        required
      />
      {cpfMasked ? null : (
        <TextField
          name="cpf"
          label={t('cpf.cpf')}
          value={formatCpf(form.values.cpf)}
          onValue={form.set('cpf')}
          error={validationText(form.errors.cpf)}
          inputMode="numeric"
          required
        />
      )}
      {birthDate ? null : (
        <TextField
          name="birthDate"
          type="date"
          label={t('cpf.birthDate')}
          value={form.values.birthDate}
          onValue={form.set('birthDate')}
          error={validationText(form.errors.birthDate)}
          required
        />
      )}
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={form.pending}
        aria-busy={form.pending}
        data-testid="kyc-cpf-submit"
      >
        {t('cpf.submit')}
      </button>
      <p className="card__muted" data-testid="kyc-cpf-left">
        {t('cpf.checksLeft', { count: status.cpf.checksLeft })}
      </p>
    </form>
  );
}
