import { Outlet, Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { SettingOutlined } from '@ant-design/icons';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { SettingsPage } from './settings.page';

export const SETTINGS_PATH = '/settings';

/**
 * Merchant settings (issue 31 item 5): what the player site shows and allows, read with settings.read and changed
 * with settings.manage.
 */
export const settingsFeature: AdminFeature = {
  resources: [{ name: 'settings', list: SETTINGS_PATH, meta: { icon: <SettingOutlined /> } }],
  routes: {},
  access: { settings: { read: 'settings.read', manage: 'settings.manage' } },
  pages: (
    <Route
      path={SETTINGS_PATH}
      element={
        <CanAccess resource="settings" action="list" fallback={<Denied />}>
          <Outlet />
        </CanAccess>
      }
    >
      <Route index element={<SettingsPage />} />
    </Route>
  ),
};
