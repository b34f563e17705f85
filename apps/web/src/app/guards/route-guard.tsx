import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { ClientRoute } from '@app/contract';
import { useSession } from '../../lib/session/session-store';
import { guardRedirect } from './guard-redirect';

/** Renders the screen or replaces the location with the guard's target. */
export function RouteGuard({ route, children }: { route: ClientRoute; children: ReactNode }) {
  const session = useSession();
  const { search } = useLocation();
  const target = guardRedirect(route, session, search);
  return target ? <Navigate to={target} replace /> : children;
}
