import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAgentType, LOGIN_PATH, type SystemStatus } from '@app/contract';
import { routePath } from '../routing/route-path';
import type { SessionInfo } from '../session/session-storage';
import { useSession } from '../session/session-store';
import { useSystemStatus } from '../system-status/use-system-status';
import { showToast } from '../ui/toast-store';

/** SPEC §8/§9: coming_soon shows for 1 s. */
export const COMING_SOON_MS = 1000;

/** Whether the REFERRAL promotion runs (system status `info.referral`); a server without the flag counts as on. */
export function referralEnabled(status: SystemStatus | undefined): boolean {
  const flag = status?.info.referral;
  return typeof flag === 'boolean' ? flag : true;
}

export type InviteAction = 'agent' | 'login' | 'invite' | 'comingSoon';

/**
 * SPEC §6, the one rule behind every invite entry (footer item, home invite
 * link, side menus): agents have no invite link (they go to their agent
 * home; the home link is hidden for them); with the REFERRAL promotion off
 * the coming-soon toast shows; otherwise guests go to log in and members to
 * /m/inviteFriends.
 */
export function inviteAction(session: SessionInfo | null, enabled: boolean): InviteAction {
  if (session && isAgentType(session.type)) return 'agent';
  if (!enabled) return 'comingSoon';
  return session ? 'invite' : 'login';
}

const targets = { agent: () => routePath('agent'), login: () => LOGIN_PATH, invite: () => routePath('inviteFriends') } as const;

/** The invite entry for the current visitor: what a tap does, and `open` to do it. */
export function useInviteEntry(): { action: InviteAction; open: () => void } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = inviteAction(useSession(), referralEnabled(useSystemStatus()));
  const open = () => {
    if (action === 'comingSoon') showToast(t('comingSoon.title'), 'info', COMING_SOON_MS);
    else void navigate(targets[action]());
  };
  return { action, open };
}
