import type { PlayerNote, PlayerNotesPage, PlayerPageQuery } from '@app/contract';
import type { ServiceDeps } from '../../infra/deps.js';
import { decodeCursor, pageOf } from './cursor.js';
import * as repo from './notes.repository.js';
import { requireMember } from './player-page.service.js';
import type { PlayerKey } from './players.deps.js';

/** Who wrote a note: the operator's id (null for an API key or the CLI) and name as they were then. */
export interface NoteAuthor {
  id: number | null;
  name: string;
}

const noteOf = (row: repo.NoteRow): PlayerNote => ({
  id: row.id,
  authorId: row.authorId,
  authorName: row.authorName,
  body: row.body,
  at: row.createdAt.toISOString(),
});

/** GET …/notes: newest first. */
export async function notesPage(deps: ServiceDeps, key: PlayerKey, q: PlayerPageQuery): Promise<PlayerNotesPage> {
  const after = decodeCursor(q.cursor, ['id'] as const);
  await requireMember(deps, key);
  const page = pageOf(await repo.notesOf(deps.db, key, after?.[0], q.limit), q.limit, (row) => [row.id]);
  return { rows: page.rows.map(noteOf), next: page.next };
}

/** POST …/notes: appended with its author and the time; a note is never edited. */
export async function addNote(deps: ServiceDeps, key: PlayerKey, author: NoteAuthor, body: string): Promise<PlayerNote> {
  await requireMember(deps, key);
  const row = await repo.insertNote(deps.db, {
    merchantId: key.merchantId,
    memberId: key.memberId,
    authorId: author.id,
    authorName: author.name,
    body,
    createdAt: new Date(deps.clock()),
  });
  return noteOf(row);
}
