import { useSessionActivity } from '../api/session-activity';
import { registerRealityCheckTexts } from '../i18n/reality-check-texts';
import { useIdleLogout } from '../hooks/use-idle-logout';
import { useRealityCheckDue } from '../hooks/use-reality-check-due';
import { useSessionEnd } from '../hooks/use-session-end';
import { RealityCheckDialog } from './reality-check-dialog';
import './reality-check.css';

registerRealityCheckTexts();

/**
 * Mounted once by the layout while a member (not a trial player) is logged in, on every page including the game's:
 * the reality check every N minutes of the session (issue 30 item 7) and, where the jurisdiction asks for it, the
 * logout after a spell without input. Both wait for the session's start and settings from the server.
 */
export function RealityCheck({ token }: { token: string }) {
  const activity = useSessionActivity(token).data;
  const { due, onContinue } = useRealityCheckDue(activity?.startedAt, activity?.realityCheckMinutes);
  const { leave, endIdle } = useSessionEnd();
  useIdleLogout(activity?.inactivityLogoutMinutes, endIdle);
  if (!due || !activity) return null;
  return <RealityCheckDialog token={token} startedAt={activity.startedAt} onContinue={onContinue} onLeave={leave} />;
}
