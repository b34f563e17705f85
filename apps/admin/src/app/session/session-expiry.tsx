import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLogout } from '@refinedev/core';
import { onSessionEnded } from '../../lib/api/session-events';
import { expiredPath } from './expired-path';

/**
 * Any call that finds the session dead (idle too long, ended by a password change elsewhere, or the operator
 * disabled) sends the operator to the sign-in page, which says why and returns to the same page afterwards: also
 * calls made outside refine's data hooks.
 */
export function SessionExpiry() {
  const { mutate: logout } = useLogout<{ redirectPath: string }>();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  useEffect(() => onSessionEnded(() => logout({ redirectPath: expiredPath(here.current) })), [logout]);
  return null;
}
