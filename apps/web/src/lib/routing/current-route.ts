import { useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { clientRoutes, type ClientRoute } from '@app/contract';

/** Every contract path and alias, matched with React Router's own matcher (case, trailing slash). */
const matchTable: RouteObject[] = clientRoutes.flatMap((route) =>
  [route.path, ...(route.aliases ?? [])].map((path) => ({ path, handle: route })),
);
/** React Router types `handle` loosely; looking it up gives the typed route back without a cast. */
const byHandle = new Map<unknown, ClientRoute>(clientRoutes.map((route) => [route, route]));

/** The contract route shown at a pathname, or undefined for the catch-all. */
export function routeForPath(pathname: string): ClientRoute | undefined {
  const match = matchRoutes(matchTable, pathname)?.[0];
  return match ? byHandle.get(match.route.handle) : undefined;
}

export function useCurrentRoute(): ClientRoute | undefined {
  const { pathname } = useLocation();
  return useMemo(() => routeForPath(pathname), [pathname]);
}
