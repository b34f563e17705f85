import { API, type Language, type PlayerActionBody, type PlayerPasswordResetBody, type PlayerStatusBody } from '@app/contract';
import { fillPath } from '../../../lib/api/api-client';

/** What support can do to an account from its page, each with a reason the audit trail keeps. */
export const PLAYER_ACTIONS = ['disable', 'enable', 'logout', 'unlock', 'passwordReset'] as const;
export type PlayerAction = (typeof PLAYER_ACTIONS)[number];

export interface PlayerActionRequest {
  url: string;
  values: PlayerStatusBody | PlayerActionBody | PlayerPasswordResetBody;
}

/** The call of an action: its path and body (disable and enable are the one status call). */
export function playerActionRequest(action: PlayerAction, id: number, reason: string, language?: Language): PlayerActionRequest {
  const path = (template: string) => fillPath(template, { id });
  const trimmed = reason.trim();
  switch (action) {
    case 'disable':
      return { url: path(API.operatorPlayerStatus), values: { status: 'disabled', reason: trimmed } };
    case 'enable':
      return { url: path(API.operatorPlayerStatus), values: { status: 'active', reason: trimmed } };
    case 'logout':
      return { url: path(API.operatorPlayerLogout), values: { reason: trimmed } };
    case 'unlock':
      return { url: path(API.operatorPlayerUnlock), values: { reason: trimmed } };
    case 'passwordReset':
      return { url: path(API.operatorPlayerPasswordReset), values: { reason: trimmed, ...(language && { language }) } };
  }
}
