import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgentNode } from '@app/contract';
import { AgentFormModal } from './agent-form-modal';
import { useAgentActions } from './use-agent-actions';

/** The types the back office gives (docs/decisions/agents.md "Types we give"). */
const TYPES = [0, 1, 2, 41, 42] as const;

/** Sets a member's type: a member becomes a top agent (2) when it has no upline, else a sub-agent (1) by default. */
export function AgentTypeModal({ node, onClose }: { node: AgentNode; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation('agents');
  const actions = useAgentActions();
  const initial = node.isAgent ? node.type : node.parentId === null ? 2 : 1;
  return (
    <AgentFormModal<{ type: number }>
      title={t('typeTitle', { username: node.username })}
      okText={t('save')}
      hint={t('typeHint')}
      pending={actions.pending}
      initialValues={{ type: initial }}
      onSubmit={async ({ type }) => {
        await actions.setType(node.username, type);
        return { text: t('typeSaved') };
      }}
      onDone={() => onClose(true)}
      onCancel={() => onClose(false)}
    >
      <Form.Item name="type" label={t('type')}>
        <Select options={TYPES.map((value) => ({ value, label: t(`types.${value}`) }))} />
      </Form.Item>
    </AgentFormModal>
  );
}
