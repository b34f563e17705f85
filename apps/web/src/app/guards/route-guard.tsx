import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { HOME_PATH, type ClientRoute } from '@app/contract';
import { memberRefusal } from '../../lib/member/member-rules';
import { useSession } from '../../lib/session/session-store';
import { showErrorToast } from '../../lib/api/error-toast';
import { guardRedirect } from './guard-redirect';

/**
 * Renders the screen or replaces the location with the guard's target. A
 * member refused the route (SPEC §6: deposit for types other than 0/1/2,
 * inbox for trial members) sees free_reject and goes back where they were.
 */
export function RouteGuard({ route, children }: { route: ClientRoute; children: ReactNode }) {
  const session = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = guardRedirect(route, session, search);
  const refusedMs = target ? 0 : (memberRefusal(route.id, session)?.durationMs ?? 0);
  useEffect(() => {
    if (!refusedMs) return;
    showErrorToast('free_reject', refusedMs);
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(HOME_PATH, { replace: true });
  }, [refusedMs, navigate]);
  if (target) return <Navigate to={target} replace />;
  return refusedMs ? null : children;
}
