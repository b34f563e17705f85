import { Outlet } from 'react-router';
import { ThemedLayout, ThemedSider } from '@refinedev/antd';
import type { RefineThemedLayoutSiderProps } from '@refinedev/antd';
import { AdminHeader } from './admin-header';
import { AppTitle } from './app-title';

/** The menu without refine's own sign-out entry: the header has one, next to the operator's name. */
function AdminSider(props: RefineThemedLayoutSiderProps) {
  return <ThemedSider {...props} fixed render={({ items }) => items} />;
}

/** Every signed-in page: the menu of what the role may read, the header, the page. */
export function AdminLayout() {
  return (
    <ThemedLayout Header={AdminHeader} Title={AppTitle} Sider={AdminSider}>
      <Outlet />
    </ThemedLayout>
  );
}
