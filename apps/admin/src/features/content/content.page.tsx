import { List } from '@refinedev/antd';
import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AnnouncementsTab } from './announcements-tab';
import { BannersTab } from './banners-tab';
import { HelpTab } from './help-tab';

/** Everything the player site shows that the operator writes: banners, announcements of every type, help entries. */
export function ContentPage() {
  const { t } = useTranslation('content');
  return (
    <List title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'banners', label: t('tabs.banners'), children: <BannersTab /> },
          { key: 'announcements', label: t('tabs.announcements'), children: <AnnouncementsTab /> },
          { key: 'help', label: t('tabs.help'), children: <HelpTab /> },
        ]}
      />
    </List>
  );
}
