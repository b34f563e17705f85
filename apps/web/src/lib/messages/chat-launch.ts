import { API } from '@app/contract';
import { apiGet } from '../api/api-client';

export interface ChatLaunch {
  chatUrl: string;
  external: boolean;
}

function parseLaunch(value: unknown): ChatLaunch {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (typeof v.chatUrl !== 'string') throw new Error('Unexpected chat launch');
  return { chatUrl: v.chatUrl, external: v.external === true };
}

/** SPEC §7 chat launch (CBS3): b2c=1, language, backUrl, headerColor, title; the answer's value.chatUrl is opened. */
export function launchChat(params: { language: string; title: string }): Promise<ChatLaunch> {
  const query = new URLSearchParams({
    b2c: '1',
    language: params.language,
    backUrl: '/m/message',
    headerColor: '#0b0d24',
    title: params.title,
  });
  return apiGet(`${API.chatLaunch}?${query.toString()}`, { schema: { parse: parseLaunch } });
}
