import type { InboxMessage, InboxSend, Language } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { plainText, sanitizeOperatorHtml } from '../content/content.service.js';
import * as members from '../members/members.service.js';
import * as repository from './inbox.repository.js';
import type { InboxTranslations } from './messages.tables.js';

export type Reader = repository.Reader;

const LIST_LIMIT = 100;

/** The member's messages in the request language: a message without that translation reads as stored (Portuguese). */
export async function listInbox(deps: ServiceDeps, reader: Reader, language: Language): Promise<InboxMessage[]> {
  const rows = await repository.selectMessages(deps.db, reader, LIST_LIMIT);
  return rows.map((r) => {
    const text = (language === 'en' && r.translations?.en) || r;
    return { id: r.id, title: text.title, content: text.content, createdAt: r.createdAt.toISOString(), read: Boolean(r.read) };
  });
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

/** Translations are stored as the Portuguese text is: title plain, content sanitised. */
function translationsOf(input: InboxTranslations | undefined): InboxTranslations | null {
  if (!input?.en) return null;
  return { en: { title: plainText(input.en.title), content: sanitizeOperatorHtml(input.en.content) } };
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
    translations: translationsOf(input.translations),
  });
  return { id: created.id, createdAt: created.createdAt.toISOString() };
}

/** A seeded broadcast: Portuguese title and content, and their translations. */
export interface SeedMessage {
  title: string;
  content: string;
  translations: InboxTranslations;
  /** The title the message had in an earlier seed: such a broadcast gets today's text instead of a second copy. */
  formerTitle?: string;
}

/** Seeding: a broadcast welcome message, added once. */
export async function addBroadcastIfMissing(deps: ServiceDeps, merchantId: number, message: SeedMessage): Promise<void> {
  if (await repository.hasBroadcastTitled(deps.db, merchantId, message.title)) return;
  const text = { title: message.title, content: sanitizeOperatorHtml(message.content), translations: translationsOf(message.translations) };
  if (message.formerTitle && (await repository.retextBroadcastsTitled(deps.db, merchantId, message.formerTitle, text)) > 0) return;
  await repository.insertMessage(deps.db, { merchantId, memberId: null, ...text });
}
