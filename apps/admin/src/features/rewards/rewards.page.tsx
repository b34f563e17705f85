import { List } from '@refinedev/antd';
import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MallSettings } from './mall-settings';
import { Rains } from './rains';
import { Redemptions } from './redemptions';
import { VipLadder } from './vip-ladder';

/** The VIP ladder, the points mall, the goods to deliver and the red envelope rains. Test id tabs: rewards-tab-<key>. */
export function RewardsPage() {
  const { t } = useTranslation('rewards');
  const tab = (key: string, children: React.ReactNode) => ({
    key,
    label: <span data-testid={`rewards-tab-${key}`}>{t(`tabs.${key}`)}</span>,
    children,
  });
  return (
    <List title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Tabs
        items={[tab('vip', <VipLadder />), tab('mall', <MallSettings />), tab('deliveries', <Redemptions />), tab('rains', <Rains />)]}
        destroyOnHidden
      />
    </List>
  );
}
