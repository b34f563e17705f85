import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { CHANGE_PASSWORD_PATH } from '../../lib/refine/auth-provider';
import { useMe } from '../../lib/session/use-me';

/** An operator whose password an admin set sees nothing else until they choose their own (the server refuses too). */
export function PasswordGate({ children }: { children: ReactNode }) {
  const { me } = useMe();
  if (me?.mustChangePassword) return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  return children;
}
