import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgentNode } from '@app/contract';
import { AgentFormModal } from './agent-form-modal';
import { useAgentActions } from './use-agent-actions';

/** Moves a member and its downline below another agent; the rules (rates lowered, contracts ended) are shown first. */
export function AgentMoveModal({ node, onClose }: { node: AgentNode; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation('agents');
  const actions = useAgentActions();
  const move = async ({ upline }: { upline: string }) => {
    const moved = await actions.move(node.username, upline.trim());
    const lines = [t('moved', { username: moved.username, upline: moved.upline, count: moved.moved })];
    if (moved.ratesLowered.length) {
      const list = moved.ratesLowered.map((r) => `${r.username} ${r.category} ${r.from} → ${r.to}`).join(', ');
      lines.push(t('ratesLowered', { list }));
    }
    if (moved.contractsEnded.length) lines.push(t('contractsEnded', { count: moved.contractsEnded.length }));
    return { text: lines.join(' · '), seconds: 8 };
  };
  return (
    <AgentFormModal<{ upline: string }>
      title={t('moveTitle', { username: node.username })}
      okText={t('move')}
      hint={t('moveRules')}
      pending={actions.pending}
      initialValues={{ upline: '' }}
      onSubmit={move}
      onDone={() => onClose(true)}
      onCancel={() => onClose(false)}
    >
      <Form.Item name="upline" label={t('newUpline')} rules={[{ required: true, whitespace: true, message: t('newUpline') }]}>
        <Input maxLength={20} autoComplete="off" />
      </Form.Item>
    </AgentFormModal>
  );
}
