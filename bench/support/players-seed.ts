import type pg from 'pg';

/**
 * Bulk seed of bench:admin, straight SQL on a migrated and seeded database: members with every field the back
 * office searches (a username, a Brazilian mobile, an 11-digit CPF, an e-mail; one in a hundred disabled;
 * registrations over two years; one in ten under one of 200 agents), a cash account each, ledger transfers between
 * the house and the members (two entries each, spread over the members, newest last), and withdrawals, a few of
 * them pending. Chunked: one statement per million rows keeps each transaction's memory and WAL bounded.
 */
export interface PlayersSeedSize {
  members: number;
  transfers: number;
  withdrawals: number;
  pendingWithdrawals: number;
}

type Query = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

const CHUNK = 1_000_000;

/** The i-th bench member's searchable values, as the seed writes them (the benchmark searches for them). */
export const benchPlayer = (i: number) => ({
  username: `pl${i}`,
  cpf: String(10_000_000_000 + i * 7).padStart(11, '0'),
  mobile: `11${String(900_000_000 + i)}`,
});

async function chunks(total: number, run: (from: number, to: number) => Promise<unknown>): Promise<void> {
  for (let from = 0; from < total; from += CHUNK) await run(from, Math.min(total, from + CHUNK) - 1);
}

async function seedMembers(q: Query, merchantId: number, size: PlayersSeedSize): Promise<number> {
  const agents = await q(
    `insert into members (merchant_id, username, username_lower, type, invite_code, register_method)
     select $1, 'pag' || i, 'pag' || i, 1, 'PAG' || i, 'BENCH' from generate_series(0, 199) i returning id`,
    [merchantId],
  );
  // Consecutive identities: agent k is firstAgent + k (no index to look them up by name during the fill).
  const firstAgent = Math.min(...agents.rows.map((r) => Number(r.id)));
  // The closure rows of 100 000 agent members are not what this benchmark reads; the trigger would add them one by one.
  await q('alter table members disable trigger members_agent_tree');
  await chunks(size.members, (from, to) =>
    q(
      `insert into members (merchant_id, username, username_lower, type, invite_code, register_method, created_at, status,
         country_dialing_code, mobile_num, id_number, email, payee_name, upline_member_id)
       select $1, 'pl' || i, 'pl' || i, 0, 'PL' || i, 'BENCH', now() - ((i % 730) || ' days')::interval - ((i % 86400) || ' seconds')::interval,
         case when i % 100 = 0 then 'disabled' else 'active' end,
         '55', '11' || (900000000 + i)::text, lpad((10000000000 + i::bigint * 7)::text, 11, '0'), 'pl' || i || '@example.com.br',
         'Jogador ' || i,
         case when i % 10 = 0 then $4::int + i % 200 end
       from generate_series($2::int, $3::int) i`,
      [merchantId, from, to, firstAgent],
    ),
  );
  await q('alter table members enable trigger members_agent_tree');
  return (await q(`select min(id) as id from members where merchant_id = $1 and username_lower = 'pl0'`, [merchantId])).rows[0]
    .id as number;
}

async function seedLedger(q: Query, merchantId: number, first: number, size: PlayersSeedSize): Promise<void> {
  await q(
    `insert into ledger_accounts (merchant_id, currency, code, owner_id, shard, allow_negative)
     values ($1, 'BRL', 'house.bench', 0, 0, true) on conflict do nothing`,
    [merchantId],
  );
  await chunks(size.members, (from, to) =>
    q(
      `insert into ledger_accounts (merchant_id, currency, code, owner_id, shard, balance)
       select $1, 'BRL', 'cash', $2::int + i, 0, 10000 + i % 50000 from generate_series($3::int, $4::int) i`,
      [merchantId, first, from, to],
    ),
  );
  const house = (await q(`select id from ledger_accounts where merchant_id = $1 and code = 'house.bench'`, [merchantId])).rows[0]
    .id as number;
  const firstAccount = (
    await q(`select min(id) as id from ledger_accounts where merchant_id = $1 and code = 'cash' and owner_id >= $2`, [merchantId, first])
  ).rows[0].id as number;
  // Transfer i goes to member (i·7919 mod members): every member gets transfers/members of them, spread over a year.
  await chunks(size.transfers, async (from, to) => {
    const before = (await q(`select coalesce(max(id), 0) as id from ledger_transfers`)).rows[0].id as string;
    await q(
      `insert into ledger_transfers (merchant_id, currency, debit_account_id, credit_account_id, amount, code, idempotency_key, request_hash, created_at)
       select $1, 'BRL', case when i % 2 = 0 then $2::bigint else $3::bigint + (i::bigint * 7919) % $4::int end,
         case when i % 2 = 0 then $3::bigint + (i::bigint * 7919) % $4::int else $2::bigint end,
         100 + i % 5000, case when i % 2 = 0 then 'bet_win' else 'bet_stake' end, 'bench-' || i, 'bench',
         now() - (((($6::bigint - i) * 31536000) / $6::bigint) || ' seconds')::interval
       from generate_series($5::int, $7::int) i`,
      [merchantId, house, firstAccount, size.members, from, size.transfers, to],
    );
    await q(
      `insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
       select t.id, s.account_id, s.amount, 10000, t.created_at
       from ledger_transfers t
       cross join lateral (values (t.debit_account_id, -t.amount), (t.credit_account_id, t.amount)) s(account_id, amount)
       where t.id > $1::bigint`,
      [before],
    );
  });
}

async function seedWithdrawals(q: Query, merchantId: number, first: number, size: PlayersSeedSize): Promise<void> {
  await q(
    `insert into withdrawals (merchant_id, member_id, order_no, request_id, account_id, pix_key_type, pix_key, holder_name, holder_cpf,
       amount, status, hold_transfer_id, created_at, updated_at)
     select $1, $2::int + (i::bigint * 104729) % $3::int, 'BW' || i, 'bench-' || i, 1, 'CPF', lpad((10000000000 + ((i::bigint * 104729) % $3::int)::bigint * 7)::text, 11, '0'),
       'Jogador ' || ((i::bigint * 104729) % $3::int), lpad((10000000000 + ((i::bigint * 104729) % $3::int)::bigint * 7)::text, 11, '0'),
       2000 + (i * 37) % 900000, case when i >= $4::int - $5::int then 'pending' when i % 20 = 0 then 'rejected' else 'paid' end,
       i, now() - ((($4::int - i)::bigint * 60) || ' seconds')::interval, now() - ((($4::int - i)::bigint * 60) || ' seconds')::interval
     from generate_series(0, $4::int - 1) i`,
    [merchantId, first, size.members, size.withdrawals, size.pendingWithdrawals],
  );
}

const BULK_TABLES = ['members', 'ledger_accounts', 'ledger_transfers', 'ledger_entries', 'withdrawals'];

/**
 * The secondary indexes of the bulk-filled tables are dropped before the fill and built again after it (as
 * pg_restore does): one sorted build per index instead of millions of inserts into each, and the same indexes the
 * migrations made, from their own definitions. The primary keys stay (the seed reads by id).
 */
async function withoutSecondaryIndexes(q: Query, fill: () => Promise<void>): Promise<void> {
  const { rows } = await q(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [BULK_TABLES],
  );
  for (const row of rows) await q(`drop index ${row.indexname as string}`);
  await fill();
  for (const row of rows) await q(row.indexdef as string);
}

/** Seeds everything; answers the first bench member's id (member i is `first + i`). */
export async function seedPlayers(client: pg.Client, merchantId: number, size: PlayersSeedSize): Promise<{ first: number }> {
  const q: Query = (text, values = []) => client.query(text, values);
  let first = 0;
  await q(`set maintenance_work_mem = '512MB'`);
  await withoutSecondaryIndexes(q, async () => {
    first = await seedMembers(q, merchantId, size);
    await seedLedger(q, merchantId, first, size);
    await seedWithdrawals(q, merchantId, first, size);
  });
  // Autovacuum would do this on a live database: statistics for the planner, the visibility map for index-only reads.
  await q('vacuum analyze');
  return { first };
}
