import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgentNode } from '@app/contract';
import { actionError, useAgentActions } from './use-agent-actions';

/** Moves a member and its downline below another agent; the rules (rates lowered, contracts ended) are shown first. */
export function AgentMoveModal({ node, onClose }: { node: AgentNode; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation('agents');
  const { message } = App.useApp();
  const actions = useAgentActions();
  const [form] = Form.useForm<{ upline: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async ({ upline }: { upline: string }) => {
    setFailure(null);
    try {
      const moved = await actions.move(node.username, upline.trim());
      const lines = [t('moved', { username: moved.username, upline: moved.upline, count: moved.moved })];
      if (moved.ratesLowered.length) {
        const list = moved.ratesLowered.map((r) => `${r.username} ${r.category} ${r.from} → ${r.to}`).join(', ');
        lines.push(t('ratesLowered', { list }));
      }
      if (moved.contractsEnded.length) lines.push(t('contractsEnded', { count: moved.contractsEnded.length }));
      void message.success(lines.join(' · '), 8);
      onClose(true);
    } catch (error) {
      setFailure(actionError(error));
    }
  };
  return (
    <Modal
      open
      title={t('moveTitle', { username: node.username })}
      okText={t('move')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: actions.pending }}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('moveRules')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ upline: '' }}>
        <Form.Item name="upline" label={t('newUpline')} rules={[{ required: true, whitespace: true, message: t('newUpline') }]}>
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}
