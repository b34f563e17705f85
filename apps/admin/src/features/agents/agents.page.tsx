import { List } from '@refinedev/antd';
import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AgentContracts } from './agent-contracts';
import { AgentSettlements } from './agent-settlements';
import { AgentTreeView } from './agent-tree';

/** The agent tree, the contract offers to top agents and the settlement runs, one tab each. */
export function AgentsPage() {
  const { t } = useTranslation('agents');
  const tabs = [
    { key: 'tree', label: t('tabs.tree'), children: <AgentTreeView /> },
    { key: 'contracts', label: t('tabs.contracts'), children: <AgentContracts /> },
    { key: 'settlements', label: t('tabs.settlements'), children: <AgentSettlements /> },
  ];
  return (
    <List title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Tabs items={tabs} destroyOnHidden />
    </List>
  );
}
