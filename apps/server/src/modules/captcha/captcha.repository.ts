import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { captchas } from './captcha.tables.js';

export async function insertCaptcha(db: Db, params: { id: string; codeHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(captchas).values(params);
}

/** Deletes and returns in one statement, so two concurrent checks cannot both read it. */
export async function takeCaptcha(db: Db, params: { id: string }) {
  const rows = await db
    .delete(captchas)
    .where(eq(captchas.id, params.id))
    .returning({ codeHash: captchas.codeHash, expiresAt: captchas.expiresAt });
  return rows[0];
}

export async function deleteExpiredCaptchas(db: Db, params: { now: Date }): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, params.now));
}
