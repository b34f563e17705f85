import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { rebateCategories, type AgentNode, type RebateCategory } from '@app/contract';
import { actionError, useAgentActions } from './use-agent-actions';

const RATE = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;

/** Edits an agent's rebate rates per category (the server keeps them at most the upline's and lowers the downline). */
export function AgentRatesModal({ node, onClose }: { node: AgentNode; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation('agents');
  const { t: tv } = useTranslation('validation');
  const { message } = App.useApp();
  const actions = useAgentActions();
  const [form] = Form.useForm<Record<RebateCategory, string>>();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: Record<RebateCategory, string>) => {
    setFailure(null);
    try {
      await actions.setRates(node.username, values);
      void message.success(t('ratesSaved'));
      onClose(true);
    } catch (error) {
      setFailure(actionError(error));
    }
  };
  return (
    <Modal
      open
      title={t('ratesTitle', { username: node.username })}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: actions.pending }}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('ratesHint')}</Typography.Paragraph>
      <Form form={form} layout="horizontal" labelCol={{ span: 8 }} onFinish={submit} initialValues={node.rates}>
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
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}
