import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { rebateCategories, type AgentNode, type RebateCategory } from '@app/contract';
import { AgentFormModal } from './agent-form-modal';
import { useAgentActions } from './use-agent-actions';

const RATE = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;

/** Edits an agent's rebate rates per category (the server keeps them at most the upline's and lowers the downline). */
export function AgentRatesModal({ node, onClose }: { node: AgentNode; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation('agents');
  const { t: tv } = useTranslation('validation');
  const actions = useAgentActions();
  return (
    <AgentFormModal<Record<RebateCategory, string>>
      title={t('ratesTitle', { username: node.username })}
      okText={t('save')}
      hint={t('ratesHint')}
      pending={actions.pending}
      layout="horizontal"
      initialValues={node.rates}
      onSubmit={async (values) => {
        await actions.setRates(node.username, values);
        return { text: t('ratesSaved') };
      }}
      onDone={() => onClose(true)}
      onCancel={() => onClose(false)}
    >
      {rebateCategories.map((category) => (
        <Form.Item
          key={category}
          name={category}
          label={category}
          rules={[{ pattern: RATE, message: tv('rate_format', { defaultValue: t('rate') }) }]}
        >
          <Input suffix="%" inputMode="decimal" style={{ width: 140 }} />
        </Form.Item>
      ))}
    </AgentFormModal>
  );
}
