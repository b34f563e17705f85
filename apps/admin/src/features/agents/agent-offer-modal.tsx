import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractKinds, type ContractKind } from '@app/contract';
import { actionError, type AgentActions } from './use-agent-actions';

interface Values {
  username: string;
  kind: ContractKind;
  rate: string;
}

/** The operator's offer to a top agent; the agent accepts or declines it in its own area. */
export function AgentOfferModal({ actions, onClose }: { actions: AgentActions; onClose: () => void }) {
  const { t } = useTranslation('agents');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await actions.offer({ ...values, username: values.username.trim() });
      void message.success(t('offered'));
      onClose();
    } catch (error) {
      setFailure(actionError(error));
    }
  };
  return (
    <Modal
      open
      title={t('offerTitle')}
      okText={t('offer')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: actions.pending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ username: '', kind: 'salary', rate: '' }}>
        <Form.Item name="username" label={t('agent')} rules={[{ required: true, whitespace: true, message: t('agent') }]}>
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item name="kind" label={t('kind')}>
          <Select options={contractKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))} />
        </Form.Item>
        <Form.Item name="rate" label={t('rate')} rules={[{ required: true, pattern: /^\d{1,2}(\.\d{1,2})?$/, message: t('rate') }]}>
          <Input suffix="%" inputMode="decimal" style={{ width: 140 }} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}
