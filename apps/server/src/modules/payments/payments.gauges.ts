import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { BusinessGauge } from '../../infra/metrics/metrics.js';
import { depositOrders, withdrawals } from './payments.tables.js';

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

/**
 * What an operator watches on a busy evening, read when Prometheus scrapes (over every merchant of the deployment):
 * withdrawals waiting for a decision or for the PSP, and PIX charges issued but not yet paid.
 */
export function paymentGauges(db: Db): BusinessGauge[] {
  return [
    {
      name: 'withdrawals_waiting',
      help: 'Withdrawals requested and not yet paid, rejected or failed (pending review or approved and sent).',
      read: () =>
        countOf(
          db
            .select({ n: count() })
            .from(withdrawals)
            .where(inArray(withdrawals.status, ['pending', 'approved'])),
        ),
    },
    {
      name: 'deposits_pending',
      help: 'PIX charges issued and not yet paid, expired or cancelled.',
      read: () =>
        countOf(
          db
            .select({ n: count() })
            .from(depositOrders)
            .where(and(eq(depositOrders.status, 'pending'))),
        ),
    },
  ];
}
