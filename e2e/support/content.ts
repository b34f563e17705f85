import { readFileSync } from 'node:fs';
import { API } from '@app/contract';
import { expect } from '@playwright/test';
import { operatorCall, type RunningServer } from './server.js';

/** Operator: a player notice (PL) visible now, first in the list (sort 0). */
export async function createNotice(server: RunningServer, title: string, content: string, language = 'pt'): Promise<number> {
  const res = await operatorCall(server, 'POST', API.operatorAnnouncements, {
    type: 'PL',
    language,
    title,
    content,
    sort: 0,
    startDate: new Date(Date.now() - 60_000).toISOString(),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { value: { id: number } }).value.id;
}

export async function sendInbox(server: RunningServer, username: string, title: string, content: string): Promise<void> {
  const res = await operatorCall(server, 'POST', API.operatorInbox, { username, title, content });
  expect(res.status).toBe(200);
}

/** Operator: the member's conversation id and its messages' bodies. */
export async function operatorConversation(server: RunningServer, username: string): Promise<{ id: number; bodies: string[] }> {
  const list = (await (await operatorCall(server, 'GET', API.operatorChatConversations, undefined)).json()) as {
    value: Array<{ id: number; username: string }>;
  };
  const conversation = list.value.find((c) => c.username === username);
  if (!conversation) throw new Error(`no conversation of ${username}`);
  const messages = (await (
    await operatorCall(server, 'GET', API.operatorChatMessages.replace(':id', String(conversation.id)), undefined)
  ).json()) as { value: Array<{ body: string }> };
  return { id: conversation.id, bodies: messages.value.map((m) => m.body) };
}

export async function operatorReply(server: RunningServer, conversationId: number, body: string): Promise<void> {
  const res = await operatorCall(server, 'POST', API.operatorChatMessages.replace(':id', String(conversationId)), { body });
  expect(res.status).toBe(200);
}

/** The known XSS payloads the server tests use, one a line. */
export function xssPayloads(): string[] {
  const file = new URL('../../apps/server/src/modules/content/fixtures/xss-payloads.txt', import.meta.url);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
}

export const SHOTS = '/tmp/content-shots';
