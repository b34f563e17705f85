import { AuthShell } from './auth-shell';

/** Reached only with a session (guard 'session-or-home'); the form comes with the password feature. */
export function ChangePasswordScreen() {
  return <AuthShell id="changePsw" banner="/banners/change.svg" />;
}
