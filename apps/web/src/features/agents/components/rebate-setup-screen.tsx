import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rebateCategories, type RebateSetup } from '@app/contract';
import { TextField } from '../../../components/ui/field';
import { Screen } from '../../../components/ui/screen';
import { useErrorText } from '../../../lib/api/use-error-text';
import { showToast } from '../../../lib/ui/toast-store';
import { useLanguage } from '../../../lib/preferences/use-language';
import { rebatesQueryOptions, saveRebates, useRebates } from '../api/agents';
import { formatRate } from '../hooks/agent-helpers';
import { registerAgentsTexts } from '../i18n/agents-texts';
import { LoadState } from './load-state';
import '../../../components/ui/card.css';
import './agents.css';

registerAgentsTexts();

function SubAgentRates({ sub, own }: { sub: RebateSetup['subAgents'][number]; own: RebateSetup['own'] }) {
  const { t } = useTranslation('agents');
  const errorText = useErrorText();
  const client = useQueryClient();
  const [language] = useLanguage();
  const [rates, setRates] = useState<Record<string, string>>(sub.rates);
  const save = useMutation({
    mutationFn: () => saveRebates(sub.memberId, rates),
    onSuccess: (setup) => {
      client.setQueryData(rebatesQueryOptions().queryKey, setup);
      showToast(t('rebate.saved'), 'success');
    },
    onError: (error) => showToast(errorText(error), 'error', 3000),
  });
  return (
    <li data-testid={`rebate-sub-${sub.username}`}>
      <strong>{sub.username}</strong>
      <div className="rate-grid">
        {rebateCategories.map((c) => (
          <TextField
            key={c}
            name={`rate-${sub.username}-${c}`}
            label={`${c} (≤ ${formatRate(own[c], language)}%)`}
            inputMode="decimal"
            value={rates[c] ?? '0.00'}
            onValue={(value) => setRates((r) => ({ ...r, [c]: value.replace(',', '.') }))}
            maxLength={6}
          />
        ))}
      </div>
      <button
        type="button"
        className="btn btn--primary"
        data-testid={`rebate-save-${sub.username}`}
        disabled={save.isPending}
        onClick={() => save.mutate()}
      >
        {t('rebate.save')}
      </button>
    </li>
  );
}

/** /m/member/agent/agentRebeat: own rates and the rates of each direct sub-agent (never above the own). */
export function RebateSetupScreen() {
  const { t } = useTranslation('agents');
  const [language] = useLanguage();
  const setup = useRebates();
  const data = setup.data;
  return (
    <Screen id="agentRebate" title={t('routes:agentRebate')} className="member-screen">
      <LoadState query={setup} />
      {data ? (
        <>
          <section className="card" data-testid="rebate-own">
            <h2 className="card__title">{t('rebate.own')}</h2>
            <dl className="figures">
              {rebateCategories.map((c) => (
                <div key={c}>
                  <dt>{c}</dt>
                  <dd>{formatRate(data.own[c], language)}%</dd>
                </div>
              ))}
            </dl>
            <p className="card__muted">{t('rebate.hint')}</p>
          </section>
          <section className="card">
            <h2 className="card__title">{t('rebate.subAgents')}</h2>
            {data.subAgents.length === 0 ? <p className="card__muted">{t('rebate.none')}</p> : null}
            <ul className="rows">
              {data.subAgents.map((sub) => (
                <SubAgentRates key={sub.memberId} sub={sub} own={data.own} />
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </Screen>
  );
}
