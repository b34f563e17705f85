import { List } from '@refinedev/antd';
import { Alert, Tabs, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/session/use-me';
import { CatalogueTab } from './catalogue-tab';
import { FixturesTab } from './fixtures-tab';
import { ImportTab } from './import-tab';
import { gamesTabPath, isGameTab, type GameTab } from './paths';
import { VendorsTab } from './vendors-tab';

/** The games screens as tabs, each at its own address so a link or a reload opens the same one. */
export function GamesPage() {
  const { t } = useTranslation('games');
  const { tab } = useParams();
  const navigate = useNavigate();
  const { can } = useMe();
  const manage = can('games.manage');
  // The import changes the catalogue: a role that only reads does not get its tab, even from a link.
  const active: GameTab = isGameTab(tab) && (tab !== 'import' || manage) ? tab : 'catalogue';
  const items = [
    { key: 'catalogue', label: t('tabs.catalogue'), children: <CatalogueTab manage={manage} /> },
    { key: 'vendors', label: t('tabs.vendors'), children: <VendorsTab manage={manage} /> },
    ...(manage ? [{ key: 'import', label: t('tabs.import'), children: <ImportTab /> }] : []),
    { key: 'fixtures', label: t('tabs.fixtures'), children: <FixturesTab manage={manage} /> },
  ];
  return (
    <List title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      {!manage && <Alert type="info" showIcon message={t('readOnly')} style={{ marginBottom: 16 }} />}
      <Tabs activeKey={active} items={items} onChange={(key) => void navigate(gamesTabPath(key as GameTab))} destroyOnHidden />
    </List>
  );
}
