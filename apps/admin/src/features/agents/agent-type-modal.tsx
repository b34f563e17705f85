import { useState } from 'react';
import { Alert, App, Form, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgentNode } from '@app/contract';
import { actionError, useAgentActions } from './use-agent-actions';

/** The types the back office gives (docs/decisions/agents.md "Types we give"). */
const TYPES = [0, 1, 2, 41, 42] as const;

/** Sets a member's type: a member becomes a top agent (2) when it has no upline, else a sub-agent (1) by default. */
export function AgentTypeModal({ node, onClose }: { node: AgentNode; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation('agents');
  const { message } = App.useApp();
  const actions = useAgentActions();
  const [failure, setFailure] = useState<string | null>(null);
  const initial = node.isAgent ? node.type : node.parentId === null ? 2 : 1;
  const submit = async ({ type }: { type: number }) => {
    setFailure(null);
    try {
      await actions.setType(node.username, type);
      void message.success(t('typeSaved'));
      onClose(true);
    } catch (error) {
      setFailure(actionError(error));
    }
  };
  const [form] = Form.useForm<{ type: number }>();
  return (
    <Modal
      open
      title={t('typeTitle', { username: node.username })}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: actions.pending }}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('typeHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ type: initial }}>
        <Form.Item name="type" label={t('type')}>
          <Select options={TYPES.map((value) => ({ value, label: t(`types.${value}`) }))} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}
