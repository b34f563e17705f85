import { Outlet, Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { PictureOutlined } from '@ant-design/icons';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { ContentPage } from './content.page';
import { CONTENT_PATH } from './paths';

const access = { read: 'content.read', manage: 'content.manage' } as const;

/**
 * Content (issue 31 item 1): banners per group with uploaded images, announcements of every type and help entries
 * with a rich-text editor, each scheduled and previewed at the player's 390×844. Read with content.read; changes need
 * content.manage.
 */
export const contentFeature: AdminFeature = {
  // The three lists are tabs of one page: resources for the data provider, one menu entry.
  resources: [
    { name: 'content', list: CONTENT_PATH, meta: { icon: <PictureOutlined /> } },
    { name: 'content-banners' },
    { name: 'content-announcements' },
    { name: 'content-help' },
  ],
  routes: {
    content: { path: API.operatorBanners, paging: 'none' },
    'content-banners': { path: API.operatorBanners, item: API.operatorBanner, paging: 'none', updateMethod: 'PUT' },
    'content-announcements': { path: API.operatorAnnouncements, item: API.operatorAnnouncement, paging: 'none', updateMethod: 'PUT' },
    'content-help': { path: API.operatorHelpEntries, item: API.operatorHelpEntry, paging: 'none', updateMethod: 'PUT' },
  },
  access: { content: access, 'content-banners': access, 'content-announcements': access, 'content-help': access },
  pages: (
    <Route
      path={CONTENT_PATH}
      element={
        <CanAccess resource="content" action="list" fallback={<Denied />}>
          <Outlet />
        </CanAccess>
      }
    >
      <Route index element={<ContentPage />} />
    </Route>
  ),
};
