import { sql } from 'drizzle-orm';
import type { KycQueue } from '@app/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { memberRecordsView } from '../members/members.views.js';
import { memberKyc } from './kyc.tables.js';

/** A queue row: the member's verification and who they are on the account. */
export interface ReviewRow {
  memberId: number;
  username: string;
  cpf: string | null;
  birthday: string | null;
}

const QUEUES: Record<KycQueue, { where: ReturnType<typeof sql>; order: ReturnType<typeof sql> }> = {
  // Oldest first: the longest wait is decided first. Both read their partial index (member_kyc_pending_idx / _alert_idx).
  pending: { where: sql`k.document_state = 'pending'`, order: sql`k.document_submitted_at asc, k.member_id asc` },
  alerts: { where: sql`k.alert_at is not null`, order: sql`k.alert_at desc, k.member_id desc` },
};

/** One page of a queue with its whole count, each row joined to the member's record. */
export async function queuePage(db: Db, merchantId: number, queue: KycQueue, page: number, limit: number) {
  const { where, order } = QUEUES[queue];
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select k.member_id, m.username, m.id_number, m.birthday::text as birthday
      from ${memberKyc} k join ${memberRecordsView(merchantId)} m on m.id = k.member_id
      where k.merchant_id = ${merchantId} and ${where}
      order by ${order}
      limit ${limit} offset ${(page - 1) * limit}`),
    db.execute(sql`select count(*)::int as total from ${memberKyc} k where k.merchant_id = ${merchantId} and ${where}`),
  ]);
  const list = rowsOf<{ member_id: number; username: string; id_number: string | null; birthday: string | null }>(rows).map(
    (r): ReviewRow => ({ memberId: r.member_id, username: r.username, cpf: r.id_number, birthday: r.birthday }),
  );
  return { list, total: rowsOf<{ total: number }>(count)[0]?.total ?? 0 };
}
