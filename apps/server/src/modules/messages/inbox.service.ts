import type { InboxMessage, InboxSend } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { plainText, sanitizeOperatorHtml } from '../content/content.service.js';
import * as members from '../members/members.service.js';
import * as repository from './inbox.repository.js';

export type Reader = repository.Reader;

const LIST_LIMIT = 100;

export async function listInbox(deps: ServiceDeps, reader: Reader): Promise<InboxMessage[]> {
  const rows = await repository.selectMessages(deps.db, reader, LIST_LIMIT);
  return rows.map((r) => ({ id: r.id, title: r.title, content: r.content, createdAt: r.createdAt.toISOString(), read: Boolean(r.read) }));
}

export function unreadInbox(deps: ServiceDeps, reader: Reader): Promise<number> {
  return repository.countUnread(deps.db, reader);
}

/** Another member's message, a deleted one or an unknown id are all "not found": nothing tells them apart. */
async function ownMessage(deps: ServiceDeps, reader: Reader, id: number): Promise<void> {
  if (!(await repository.isAddressed(deps.db, { ...reader, id }))) throw new AppError('inbox.not.found');
}

export async function readMessage(deps: ServiceDeps, reader: Reader, id: number): Promise<void> {
  await ownMessage(deps, reader, id);
  await repository.upsertReceipt(deps.db, { messageId: id, memberId: reader.memberId, read: true });
}

export async function deleteMessage(deps: ServiceDeps, reader: Reader, id: number): Promise<void> {
  await ownMessage(deps, reader, id);
  await repository.upsertReceipt(deps.db, { messageId: id, memberId: reader.memberId, deleted: true });
}

/** Operator call: to one member by username, or a broadcast every member (also later ones) sees. */
export async function sendInbox(deps: ServiceDeps, merchantId: number, input: InboxSend): Promise<{ id: number; createdAt: string }> {
  let memberId: number | null = null;
  if (input.username !== undefined) {
    const member = await members.findByUsername(deps, merchantId, input.username);
    if (!member) throw new AppError('member.not.found');
    memberId = member.id;
  }
  const created = await repository.insertMessage(deps.db, {
    merchantId,
    memberId,
    title: plainText(input.title),
    content: sanitizeOperatorHtml(input.content),
  });
  return { id: created.id, createdAt: created.createdAt.toISOString() };
}

/** Seeding: a broadcast welcome message, added once. */
export async function addBroadcastIfMissing(
  deps: ServiceDeps,
  merchantId: number,
  message: { title: string; content: string },
): Promise<void> {
  if (await repository.hasBroadcastTitled(deps.db, merchantId, message.title)) return;
  await repository.insertMessage(deps.db, {
    merchantId,
    memberId: null,
    title: message.title,
    content: sanitizeOperatorHtml(message.content),
  });
}
