import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@app/contract';
import { SelectField, TextField } from '../../../components/ui/field';
import { Screen } from '../../../components/ui/screen';
import { agentHomeKeys } from '../../../lib/agents/agent-home';
import { useErrorText } from '../../../lib/api/use-error-text';
import { showToast } from '../../../lib/ui/toast-store';
import { answerContract, contractsQueryOptions, offerContract, useContracts, useRebates } from '../api/agents';
import { registerAgentsTexts } from '../i18n/agents-texts';
import { ContractCard } from './contract-card';
import { LoadState } from './load-state';
import '../../../components/ui/card.css';
import './agents.css';

registerAgentsTexts();

const screenIds = { salary: 'salaryContract', dividend: 'dividendContract', hourly: 'hourContract' } as const;

/** Answering a contract (accept, decline, cancel) and offering one to a sub-agent; both refresh the lists and the agent home. */
function useContractActions(kind: ContractKind) {
  const { t } = useTranslation('agents');
  const errorText = useErrorText();
  const client = useQueryClient();
  const [subAgent, setSubAgent] = useState('');
  const [rate, setRate] = useState('');
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: contractsQueryOptions(kind).queryKey }),
      client.invalidateQueries({ queryKey: agentHomeKeys.all }),
    ]);
  const onError = (error: unknown) => showToast(errorText(error), 'error', 3000);
  const answer = useMutation({
    mutationFn: (a: { id: string; answer: 'accept' | 'decline' | 'cancel' }) => answerContract(a.id, a.answer),
    onSuccess: refresh,
    onError,
  });
  const offer = useMutation({
    mutationFn: () => offerContract({ kind, agentId: Number(subAgent), rate: rate.replace(',', '.') }),
    onSuccess: () => {
      showToast(t('contract.sent'), 'success');
      setRate('');
      void refresh();
    },
    onError,
  });
  return { answer, offer, subAgent, setSubAgent, rate, setRate };
}
type ContractActions = ReturnType<typeof useContractActions>;
type Contracts = NonNullable<ReturnType<typeof useContracts>['data']>;

/** The offer form (a direct sub-agent and a rate) and the contracts offered so far. */
function OfferSection({
  actions,
  subAgents,
  offered,
}: {
  actions: ContractActions;
  subAgents: Array<{ memberId: string; username: string }>;
  offered: Contracts['offered'];
}) {
  const { t } = useTranslation('agents');
  const { answer, offer, subAgent, rate } = actions;
  return (
    <section className="card">
      <h2 className="card__title">{t('contract.offer')}</h2>
      <SelectField
        name="subAgent"
        label={t('contract.subAgent')}
        value={subAgent}
        onValue={actions.setSubAgent}
        options={[{ value: '', label: t('contract.pick') }, ...subAgents.map((s) => ({ value: s.memberId, label: s.username }))]}
      />
      <TextField name="rate" inputMode="decimal" label="%" value={rate} onValue={actions.setRate} maxLength={6} />
      <button
        type="button"
        className="btn btn--primary btn--block"
        data-testid="contract-offer-submit"
        disabled={!subAgent || !rate || offer.isPending}
        onClick={() => offer.mutate()}
      >
        {t('contract.send')}
      </button>
      <ul className="rows" data-testid="contracts-offered">
        {offered.map((c) => (
          <ContractCard
            key={c.id}
            contract={c}
            side="offered"
            busy={answer.isPending}
            onAnswer={(a) => answer.mutate({ id: c.id, answer: a })}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * The contract screens (getSalaryContract, getDevidendContract,
 * getHourContract): the agent's own contract of the kind to accept or
 * decline, and offers to its direct sub-agents. Test ids: contracts-mine,
 * contracts-offered, field-subAgent, field-rate, contract-offer-submit.
 */
export function ContractScreen({ kind, screenId = screenIds[kind] }: { kind: ContractKind; screenId?: string }) {
  const { t } = useTranslation('agents');
  const contracts = useContracts(kind);
  const subs = useRebates();
  const actions = useContractActions(kind);
  const { answer } = actions;
  const data = contracts.data;
  return (
    <Screen id={screenId} title={t(`routes:${screenId}`)} className="member-screen">
      <p className="card__muted">{t(`contract.terms.${kind}`)}</p>
      <LoadState query={contracts} />
      {data ? (
        <>
          <section className="card">
            <h2 className="card__title">{t('contract.mine')}</h2>
            {data.mine.length === 0 ? <p className="card__muted">{t('contract.none')}</p> : null}
            <ul className="rows" data-testid="contracts-mine">
              {data.mine.map((c) => (
                <ContractCard
                  key={c.id}
                  contract={c}
                  side="mine"
                  busy={answer.isPending}
                  onAnswer={(a) => answer.mutate({ id: c.id, answer: a })}
                />
              ))}
            </ul>
          </section>
          {subs.data && subs.data.subAgents.length > 0 ? (
            <OfferSection actions={actions} subAgents={subs.data.subAgents} offered={data.offered} />
          ) : null}
        </>
      ) : null}
    </Screen>
  );
}

export const SalaryContractScreen = () => <ContractScreen kind="salary" />;
export const DividendContractScreen = () => <ContractScreen kind="dividend" />;
export const HourContractScreen = () => <ContractScreen kind="hourly" />;
/** The dividend footer item (/m/member/agent/agentDivident): the dividend contract under its own title. */
export const AgentDividendScreen = () => <ContractScreen kind="dividend" screenId="agentDividend" />;
