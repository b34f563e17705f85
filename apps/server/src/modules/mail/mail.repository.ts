import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from './mail.tables.js';

export async function insertOutbox(db: Db, values: typeof mailOutbox.$inferInsert): Promise<void> {
  await db.insert(mailOutbox).values(values);
}

export function latestOutbox(db: Db, params: { toAddress: string; limit: number }) {
  return db
    .select({
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, params.toAddress))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(params.limit);
}
