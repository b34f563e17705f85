import { List } from '@refinedev/antd';
import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApplicationsQueue } from './applications-queue';
import { PromotionList } from './promotion-list';
import { ReferralQueue } from './referral-queue';

/** The promotions, the reward applications to review and the referral rewards. Test id tabs: promotions-tab-<key>. */
export function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const tabs = [
    { key: 'list', label: <span data-testid="promotions-tab-list">{t('tabs.list')}</span>, children: <PromotionList /> },
    {
      key: 'applications',
      label: <span data-testid="promotions-tab-applications">{t('tabs.applications')}</span>,
      children: <ApplicationsQueue />,
    },
    { key: 'referral', label: <span data-testid="promotions-tab-referral">{t('tabs.referral')}</span>, children: <ReferralQueue /> },
  ];
  return (
    <List title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Tabs items={tabs} destroyOnHidden />
    </List>
  );
}
