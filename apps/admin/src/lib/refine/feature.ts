import type { ReactElement } from 'react';
import type { ResourceProps } from '@refinedev/core';
import type { ResourceAccess } from './access-control';
import type { ResourceRoutes } from './resource-routes';

/**
 * One feature folder's contribution to the app: its refine resources (menu entries), where each lives on the server
 * (for the data provider), what each needs (for the access control), and its routes (a fragment of <Route>s placed
 * inside the signed-in layout). The app shell (src/app) joins every feature's parts; a feature never imports another.
 */
export interface AdminFeature {
  resources: ResourceProps[];
  routes: ResourceRoutes;
  access: Record<string, ResourceAccess>;
  /** <Route> elements, relative to /admin, rendered inside the signed-in layout. */
  pages: ReactElement;
}
