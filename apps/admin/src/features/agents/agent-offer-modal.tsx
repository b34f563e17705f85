import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractKinds, type ContractKind } from '@app/contract';
import { AgentFormModal } from './agent-form-modal';
import type { AgentActions } from './use-agent-actions';

interface Values {
  username: string;
  kind: ContractKind;
  rate: string;
}

/** The operator's offer to a top agent; the agent accepts or declines it in its own area. */
export function AgentOfferModal({ actions, onClose }: { actions: AgentActions; onClose: () => void }) {
  const { t } = useTranslation('agents');
  return (
    <AgentFormModal<Values>
      title={t('offerTitle')}
      okText={t('offer')}
      pending={actions.pending}
      initialValues={{ username: '', kind: 'salary', rate: '' }}
      onSubmit={async (values) => {
        await actions.offer({ ...values, username: values.username.trim() });
        return { text: t('offered') };
      }}
      onDone={onClose}
      onCancel={onClose}
    >
      <Form.Item name="username" label={t('agent')} rules={[{ required: true, whitespace: true, message: t('agent') }]}>
        <Input maxLength={20} autoComplete="off" />
      </Form.Item>
      <Form.Item name="kind" label={t('kind')}>
        <Select options={contractKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))} />
      </Form.Item>
      <Form.Item name="rate" label={t('rate')} rules={[{ required: true, pattern: /^\d{1,2}(\.\d{1,2})?$/, message: t('rate') }]}>
        <Input suffix="%" inputMode="decimal" style={{ width: 140 }} />
      </Form.Item>
    </AgentFormModal>
  );
}
