import { List } from '@refinedev/antd';
import { useCustom } from '@refinedev/core';
import { Alert, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API, type BarredOverview } from '@app/contract';
import { BarredCases } from './barred-cases';
import { BarredOverviewCard } from './barred-overview';
import { BarredRuns } from './barred-runs';
import { BarredSandbox } from './barred-sandbox';
import { useBarredActions } from './use-barred-actions';

/** GET /barred and its lists: the check's state, the blocked and closed accounts, the sweeps, the sandbox's list. */
export function BarredPage() {
  const { t } = useTranslation('barred');
  const { result, query } = useCustom<BarredOverview>({ url: API.operatorBarred, method: 'get' });
  const overview = query.data ? result.data : undefined;
  const actions = useBarredActions(() => void query.refetch());
  const tabs = [
    { key: 'cases', label: t('tabs.cases'), children: <BarredCases /> },
    { key: 'runs', label: t('tabs.runs'), children: <BarredRuns /> },
    ...(overview?.adapter === 'sandbox'
      ? [{ key: 'sandbox', label: t('tabs.sandbox'), children: <BarredSandbox overview={overview} actions={actions} /> }]
      : []),
  ];
  return (
    <List title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      {query.isError && <Alert type="error" showIcon message={query.error.message} style={{ marginBottom: 16 }} />}
      {overview && <BarredOverviewCard overview={overview} actions={actions} />}
      <Tabs items={tabs} destroyOnHidden />
    </List>
  );
}
