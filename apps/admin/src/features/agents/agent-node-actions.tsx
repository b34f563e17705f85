import { useState } from 'react';
import { Button, Space } from 'antd';
import { useCan } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { AgentNode } from '@app/contract';
import { AgentMoveModal } from './agent-move-modal';
import { AgentRatesModal } from './agent-rates-modal';
import { AgentTypeModal } from './agent-type-modal';

type Open = 'type' | 'move' | 'rates' | null;

/** A row's changes: type (make a member an agent), move to another upline, rebate rates. Shown with agents.manage. */
export function AgentNodeActions({ node, onChanged }: { node: AgentNode; onChanged: () => void }) {
  const { t } = useTranslation('agents');
  const { data: can } = useCan({ resource: 'agents', action: 'edit' });
  const [open, setOpen] = useState<Open>(null);
  if (!can?.can) return null;
  const close = (changed: boolean) => {
    setOpen(null);
    if (changed) onChanged();
  };
  return (
    <Space size={4} wrap>
      <Button size="small" onClick={() => setOpen('type')}>
        {node.isAgent ? t('changeType') : t('makeAgent')}
      </Button>
      <Button size="small" onClick={() => setOpen('move')}>
        {t('move')}
      </Button>
      {node.isAgent && (
        <Button size="small" onClick={() => setOpen('rates')}>
          {t('rates')}
        </Button>
      )}
      {open === 'type' && <AgentTypeModal node={node} onClose={close} />}
      {open === 'move' && <AgentMoveModal node={node} onClose={close} />}
      {open === 'rates' && <AgentRatesModal node={node} onClose={close} />}
    </Space>
  );
}
