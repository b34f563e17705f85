import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KycStatus } from '@app/contract';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { invalidateIdentityGate } from '../../../lib/protection/identity-gate';
import { showToast } from '../../../lib/ui/toast-store';
import { useKycStatus } from '../api/kyc-status';
import { useLivenessResult } from '../api/liveness-result';
import { registerKycTexts } from '../i18n/kyc-texts';
import { CpfStep } from './cpf-step';
import { DocumentStep } from './document-step';
import { KycOutcome } from './kyc-outcome';
import { KycStep, type StepState } from './kyc-step';
import { SelfieStep } from './selfie-step';
import '../../../components/ui/card.css';
import './kyc.css';

registerKycTexts();

const SESSION_ID = /^[A-Za-z0-9-]{8,64}$/;

function statesOf(status: KycStatus): Record<'cpf' | 'selfie' | 'document', StepState> {
  const { cpf, liveness, document } = status;
  return {
    cpf: cpf.passed ? 'done' : cpf.refusal ? 'refused' : 'todo',
    selfie: liveness.state === 'passed' ? 'done' : liveness.state === 'failed' ? 'failed' : 'todo',
    document:
      document.state === 'approved' ? 'done' : document.state === 'pending' ? 'review' : document.state === 'rejected' ? 'refused' : 'todo',
  };
}

/** The step whose form is open: the first one not done, none once verified or while the document is reviewed. */
function openStep(status: KycStatus, states: ReturnType<typeof statesOf>): 'cpf' | 'selfie' | 'document' | null {
  if (status.verifiedAt) return null;
  if (states.cpf !== 'done') return 'cpf';
  if (states.selfie !== 'done') return 'selfie';
  return states.document === 'todo' || states.document === 'refused' ? 'document' : null;
}

/** A provider's capture page sends the player back with `?session=`: its result is asked for once. */
function useProviderReturn(sessionId: string | null, done: () => void) {
  const result = useLivenessResult();
  const errorText = useErrorText();
  const asked = useRef(false);
  useEffect(() => {
    if (!sessionId || asked.current) return;
    asked.current = true;
    result.mutate(sessionId, { onError: (error) => showToast(errorText(error), 'error'), onSettled: done });
  }, [sessionId, result, errorText, done]);
  return result.isPending;
}

/** An approval arrives while the player is away: once this page sees it, the deposit and game pages open again. */
function useVerifiedGate(verifiedAt: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (verifiedAt) void invalidateIdentityGate(client);
  }, [verifiedAt, client]);
}

/**
 * /m/verifyIdentity: the three steps of the identity verification (the CPF at the Receita Federal, a selfie, the RG
 * or CNH), each with its state, the open one with its form, and the outcome above them. Reached from the account
 * area and from the refusals of deposits and games (identity.unverified). Test ids: screen-verifyIdentity, kyc-intro.
 */
export function VerifyIdentityScreen() {
  const { t } = useTranslation('kyc');
  const tc = useTranslation().t;
  const errorText = useErrorText();
  const status = useKycStatus();
  const [search, setSearch] = useSearchParams();
  const param = (name: string) => {
    const value = search.get(name);
    return value && SESSION_ID.test(value) ? value : null;
  };
  const forget = (name: string) => () => setSearch((previous) => (previous.delete(name), previous), { replace: true });
  const checking = useProviderReturn(param('session'), forget('session'));
  const data = status.data;
  useVerifiedGate(data?.verifiedAt ?? null);
  const states = data ? statesOf(data) : null;
  const open = data && states ? openStep(data, states) : null;
  return (
    <Screen id="verifyIdentity" title={t('routes:verifyIdentity')} className="member-screen kyc">
      {status.isPending || checking ? <Spinner label={checking ? t('selfie.checking') : tc('loading')} /> : null}
      {status.isError ? (
        <button type="button" className="btn btn--ghost btn--block" onClick={() => void status.refetch()} data-testid="kyc-retry">
          {t('loadFailed')} {t('retry')}
        </button>
      ) : null}
      {data && states ? (
        <>
          {data.verifiedAt ? null : (
            <p className="kyc__intro" data-testid="kyc-intro">
              {data.required ? t('introRequired') : t('introOptional')}
            </p>
          )}
          <KycOutcome status={data} />
          <ol className="kyc-steps" aria-label={t('steps')}>
            <KycStep n={1} name="cpf" title={t('cpf.title')} state={states.cpf}>
              {open === 'cpf' ? <CpfStep status={data} /> : null}
            </KycStep>
            <KycStep n={2} name="selfie" title={t('selfie.title')} state={states.selfie}>
              {open === 'selfie' ? <SelfieStep status={data} sessionId={param('selfie')} onSessionUsed={forget('selfie')} /> : null}
            </KycStep>
            <KycStep n={3} name="document" title={t('document.title')} state={states.document}>
              {open === 'document' ? <DocumentStep status={data} /> : null}
            </KycStep>
          </ol>
        </>
      ) : null}
      {status.isError ? <p className="card__muted">{errorText(status.error)}</p> : null}
    </Screen>
  );
}
