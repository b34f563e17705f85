import type { ChatCanned, ChatCannedInput, Language } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import * as repository from './chat-canned.repository.js';

const toCanned = (row: repository.CannedRow): ChatCanned => ({
  id: row.id,
  language: row.language as Language,
  title: row.title,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listCanned(deps: ServiceDeps, merchantId: number, language?: Language): Promise<ChatCanned[]> {
  return (await repository.selectCanned(deps.db, merchantId, language)).map(toCanned);
}

export async function cannedOf(deps: ServiceDeps, merchantId: number, id: number): Promise<ChatCanned> {
  const row = await repository.findCanned(deps.db, merchantId, id);
  if (!row) throw new AppError('chat.canned.not.found');
  return toCanned(row);
}

export async function createCanned(deps: ServiceDeps, merchantId: number, input: ChatCannedInput): Promise<ChatCanned> {
  return toCanned(await repository.insertCanned(deps.db, merchantId, input));
}

export async function updateCanned(deps: ServiceDeps, merchantId: number, id: number, input: ChatCannedInput): Promise<ChatCanned> {
  const row = await repository.updateCanned(deps.db, merchantId, id, input, new Date(deps.clock()));
  if (!row) throw new AppError('chat.canned.not.found');
  return toCanned(row);
}

export async function deleteCanned(deps: ServiceDeps, merchantId: number, id: number): Promise<void> {
  if (!(await repository.deleteCanned(deps.db, merchantId, id))) throw new AppError('chat.canned.not.found');
}
