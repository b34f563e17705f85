import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { PlayerKey } from './players.deps.js';
import { playerNotes } from './players.tables.js';

export type NoteRow = typeof playerNotes.$inferSelect;

/** Notes are only ever inserted: the table has no update or delete here. */
export async function insertNote(db: Db, values: typeof playerNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await db.insert(playerNotes).values(values).returning();
  if (!row) throw new Error('note insert returned nothing');
  return row;
}

/** The member's notes newest first, `limit + 1` of them before `beforeId` (player_notes_member_idx). */
export function notesOf(db: Db, key: PlayerKey, beforeId: number | undefined, limit: number): Promise<NoteRow[]> {
  return db
    .select()
    .from(playerNotes)
    .where(
      and(
        eq(playerNotes.merchantId, key.merchantId),
        eq(playerNotes.memberId, key.memberId),
        beforeId === undefined ? undefined : lt(playerNotes.id, beforeId),
      ),
    )
    .orderBy(desc(playerNotes.id))
    .limit(limit + 1);
}
