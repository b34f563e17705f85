import { BALANCE_MAX_MINOR } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

export interface LedgerViolation {
  rule:
    | 'transfer_not_balanced'
    | 'balance_not_sum_of_entries'
    | 'balance_after_mismatch'
    | 'negative_balance'
    | 'balance_out_of_bounds'
    | 'hold_resolved_twice'
    | 'currency_not_conserved'
    | 'entry_not_of_transfer'
    | 'transfer_account_unknown';
  detail: string;
}

export interface LedgerReport {
  accounts: number;
  transfers: number;
  entries: number;
  violations: LedgerViolation[];
}

/**
 * The ledger's invariants, read from the live tables: each a query that
 * returns the offending rows (at most 20 each), so an empty result is a pass.
 */
const checks: Array<{ rule: LedgerViolation['rule']; query: ReturnType<typeof sql>; describe: (row: Record<string, unknown>) => string }> =
  [
    {
      rule: 'transfer_not_balanced',
      query: sql`select t.id, count(e.id)::int as entries, coalesce(sum(e.amount), 0)::text as total
      from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
      group by t.id, t.amount
      having count(e.id) <> 2 or coalesce(sum(e.amount), 0) <> 0 or coalesce(sum(abs(e.amount)), 0) <> 2 * t.amount
      limit 20`,
      describe: (r) => `transfer ${r.id}: ${r.entries} entries summing to ${r.total}`,
    },
    // The tables carry no foreign keys (migration 0014); these two check every reference, stricter than keys would.
    {
      rule: 'entry_not_of_transfer',
      query: sql`select e.id, e.transfer_id, e.account_id, e.amount::text as amount from ledger_entries e
      left join ledger_transfers t on t.id = e.transfer_id
      where t.id is null or not ((e.account_id = t.debit_account_id and e.amount = -t.amount) or (e.account_id = t.credit_account_id and e.amount = t.amount))
      limit 20`,
      describe: (r) => `entry ${r.id} (${r.amount} on account ${r.account_id}) does not match transfer ${r.transfer_id}`,
    },
    {
      rule: 'transfer_account_unknown',
      query: sql`select t.id from ledger_transfers t
      where not exists (select 1 from ledger_accounts a where a.id = t.debit_account_id and a.merchant_id = t.merchant_id and a.currency = t.currency)
         or not exists (select 1 from ledger_accounts a where a.id = t.credit_account_id and a.merchant_id = t.merchant_id and a.currency = t.currency)
         or (t.resolves_transfer_id is not null and not exists (select 1 from ledger_transfers h where h.id = t.resolves_transfer_id and h.merchant_id = t.merchant_id))
      limit 20`,
      describe: (r) => `transfer ${r.id} names an account or a hold that is not of its merchant and currency`,
    },
    {
      rule: 'balance_not_sum_of_entries',
      query: sql`select a.id, a.code, a.owner_id, a.balance::text as balance, coalesce(s.total, 0)::text as total
      from ledger_accounts a left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s on s.account_id = a.id
      where a.balance <> coalesce(s.total, 0) limit 20`,
      describe: (r) => `account ${r.id} (${r.code}, owner ${r.owner_id}): balance ${r.balance}, entries sum ${r.total}`,
    },
    {
      rule: 'balance_after_mismatch',
      query: sql`select a.id, a.balance::text as balance, l.balance_after::text as last
      from ledger_accounts a
      join lateral (select e.balance_after from ledger_entries e where e.account_id = a.id order by e.id desc limit 1) l on true
      where l.balance_after <> a.balance limit 20`,
      describe: (r) => `account ${r.id}: balance ${r.balance}, last entry says ${r.last}`,
    },
    {
      rule: 'negative_balance',
      query: sql`select a.id, a.code, a.owner_id, a.balance::text as balance from ledger_accounts a
      where not a.allow_negative and a.balance < 0 limit 20`,
      describe: (r) => `account ${r.id} (${r.code}, owner ${r.owner_id}) is at ${r.balance}`,
    },
    // The table's CHECK keeps member accounts within the maximum balance; this also catches a copy restored without it.
    {
      rule: 'balance_out_of_bounds',
      query: sql`select a.id, a.code, a.owner_id, a.balance::text as balance from ledger_accounts a
      where not a.allow_negative and a.balance > ${sql.raw(String(BALANCE_MAX_MINOR))} limit 20`,
      describe: (r) => `account ${r.id} (${r.code}, owner ${r.owner_id}) holds ${r.balance}, above the maximum balance`,
    },
    {
      rule: 'hold_resolved_twice',
      query: sql`select resolves_transfer_id as id, count(*)::int as times from ledger_transfers
      where resolves_transfer_id is not null group by resolves_transfer_id having count(*) > 1 limit 20`,
      describe: (r) => `hold ${r.id} resolved ${r.times} times`,
    },
    {
      rule: 'currency_not_conserved',
      query: sql`select merchant_id, currency, sum(balance)::text as total from ledger_accounts
      group by merchant_id, currency having sum(balance) <> 0 limit 20`,
      describe: (r) => `merchant ${r.merchant_id} ${r.currency}: balances sum to ${r.total}`,
    },
  ];

/** Runs every check in one repeatable-read snapshot, so postings during the check cannot look like violations. */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  return db.transaction(
    async (tx) => {
      const violations: LedgerViolation[] = [];
      for (const check of checks) {
        for (const row of rowsOf<Record<string, unknown>>(await tx.execute(check.query))) {
          violations.push({ rule: check.rule, detail: check.describe(row) });
        }
      }
      const counts = rowsOf<{ accounts: number; transfers: number; entries: number }>(
        await tx.execute(sql`select (select count(*)::int from ledger_accounts) as accounts,
          (select count(*)::int from ledger_transfers) as transfers, (select count(*)::int from ledger_entries) as entries`),
      )[0];
      return {
        accounts: Number(counts?.accounts ?? 0),
        transfers: Number(counts?.transfers ?? 0),
        entries: Number(counts?.entries ?? 0),
        violations,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
