import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { clientRoutes, HOME_PATH, type ClientRoute } from '@app/contract';
import { RouteGuard } from './guards/route-guard';
import { AppLayout } from './layout/app-layout';
import { screenFor } from './screens/screen-registry';

/** '/m/' and '/m' match the same in React Router; one route object each is enough. */
function distinctPaths(route: ClientRoute): string[] {
  const trimmed = [route.path, ...(route.aliases ?? [])].map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p));
  return [...new Set(trimmed)];
}

function routeObjects(route: ClientRoute): RouteObject[] {
  const Screen = screenFor(route.id);
  return distinctPaths(route).map((path) => ({
    path,
    element: (
      <RouteGuard route={route}>
        <Screen />
      </RouteGuard>
    ),
  }));
}

/** The route tree generated from the contract table; unknown paths go home. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [...clientRoutes.flatMap(routeObjects), { path: '*', element: <Navigate to={HOME_PATH} replace /> }],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
