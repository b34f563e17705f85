import type { AnnouncementInput } from '@app/contract';
import { API } from '@app/contract';
import { eq } from 'drizzle-orm';
import { sessions } from '../modules/auth/auth.tables.js';
import { members } from '../modules/members/members.tables.js';
import { nextIp } from './accounts.js';
import { memberWithMoney } from './money.js';
import { operatorHeaders, type TestApp } from './test-app.js';

/** Operator calls, each from a fresh address so suites stay under the per-address limit. */
export function operatorCalls(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      remoteAddress: nextIp(),
      headers: operatorHeaders,
      ...(payload !== undefined && { payload: payload as object }),
    });
  return {
    call,
    createAnnouncement: async (input: Partial<AnnouncementInput> & { title: string }) => {
      const res = await call('POST', API.operatorAnnouncements, {
        type: 'PL',
        language: 'pt',
        content: '<p>x</p>',
        startDate: new Date(Date.now() - 60_000).toISOString(),
        ...input,
      });
      if (res.statusCode !== 200) throw new Error(`announcement create failed: ${res.body}`);
      return res.json().value as { id: number; content: string };
    },
    sendInbox: (body: object) => call('POST', API.operatorInbox, body),
  };
}

/** A registered, logged-in member, optionally of another type (an agent: 1). */
export async function contentMember(t: TestApp, type = 0) {
  const m = await memberWithMoney(t);
  if (type !== 0) {
    await t.database.db.update(members).set({ type }).where(eq(members.id, m.memberId));
    await t.database.db.update(sessions).set({ memberType: type }).where(eq(sessions.memberId, m.memberId));
  }
  const headers = (language = 'pt') => ({ authorization: `Bearer ${m.token}`, language });
  return {
    ...m,
    get: (url: string, language?: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextIp(), headers: headers(language) }),
    post: (url: string, payload: unknown, language?: string) =>
      t.app.inject({ method: 'POST', url, remoteAddress: nextIp(), headers: headers(language), payload: payload as object }),
    del: (url: string) => t.app.inject({ method: 'DELETE', url, remoteAddress: nextIp(), headers: headers() }),
  };
}

export const guestGet = (t: TestApp, url: string, language = 'pt') =>
  t.app.inject({ method: 'GET', url, remoteAddress: nextIp(), headers: { language } });
