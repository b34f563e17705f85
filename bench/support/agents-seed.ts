import type pg from 'pg';

/**
 * Bulk seed of bench:agents, straight SQL on a migrated and seeded database:
 * a binary tree of agents (agent i's upline is agent ⌊(i−1)/2⌋, so 1 000
 * agents make 10 levels), members spread over the agents (11 levels below
 * the top), rounds over the last 30 days, today's logins and live sessions,
 * and today's deposits. The closure rows of the agents come from the
 * members trigger; those of the members are inserted in one statement with
 * the trigger off (same rows, set-based).
 */
export interface SeedSize {
  agents: number;
  members: number;
  rounds: number;
  activeToday: number;
}

type Query = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

/** Agents level by level: every parent exists before its children (the trigger reads the parent's closure rows). */
async function seedAgents(q: Query, merchantId: number, agents: number): Promise<number> {
  for (let level = 0; 2 ** level - 1 < agents; level += 1) {
    const from = 2 ** level - 1;
    const to = Math.min(2 ** (level + 1) - 2, agents - 1);
    await q(
      `insert into members (merchant_id, username, username_lower, type, invite_code, upline_member_id, register_method)
       select $1, 'bag' || i, 'bag' || i, case when i = 0 then 2 else 1 end, 'BAG' || i,
         (select p.id from members p where p.merchant_id = $1 and p.username_lower = 'bag' || ((i - 1) / 2)), 'BENCH'
       from generate_series($2::int, $3::int) i`,
      [merchantId, from, to],
    );
  }
  const top = await q(`select id from members where merchant_id = $1 and username_lower = 'bag0'`, [merchantId]);
  return top.rows[0].id as number;
}

/** The members spread over the agents, and their closure rows in one statement with the trigger off; answers the first member's id. */
async function seedMembers(q: Query, merchantId: number, size: SeedSize): Promise<number> {
  await q('alter table members disable trigger members_agent_tree');
  await q(
    `insert into members (merchant_id, username, username_lower, type, invite_code, upline_member_id, register_method, created_at)
     select $1, 'bm' || i, 'bm' || i, 0, 'BM' || i, a.id, 'BENCH', now() - ((i % 60) || ' days')::interval
     from generate_series(0, $2::int - 1) i join members a on a.merchant_id = $1 and a.username_lower = 'bag' || (i % $3::int)`,
    [merchantId, size.members, size.agents],
  );
  await q(
    `insert into agent_tree (merchant_id, ancestor_id, descendant_id, depth, child_id)
     select $1, m.id, m.id, 0, null::int from members m where m.merchant_id = $1 and m.username_lower like 'bm%'
     union all
     select $1, t.ancestor_id, m.id, t.depth + 1, case when t.depth = 0 then m.id else t.child_id end
     from members m join agent_tree t on t.descendant_id = m.upline_member_id
     where m.merchant_id = $1 and m.username_lower like 'bm%'`,
    [merchantId],
  );
  await q('alter table members enable trigger members_agent_tree');
  return (await q(`select min(id) as id from members where merchant_id = $1 and username_lower like 'bm%'`, [merchantId])).rows[0]
    .id as number;
}

/** Rounds spread evenly over the last 30 days; stakes 0.10 to 10.00, wins about 95% of stakes. */
async function seedRounds(q: Query, merchantId: number, first: number, size: SeedSize) {
  await q(
    `insert into game_rounds (merchant_id, member_id, vendor, round_id, game_code, currency, status, stake, win, created_at, settled_at)
     select $1, ($2::int + (i::bigint * 7919) % $3::int)::int, 'INHOUSE', 'bench-' || i, 'bench-slot', 'BRL', 'completed',
       10 + (i * 31) % 991, case when i % 3 = 0 then (10 + (i * 31) % 991) * 2 + (i % 50) else (i % 7) end,
       now() - ((i::bigint * 2592000 / $4::int) || ' seconds')::interval, now() - ((i::bigint * 2592000 / $4::int) || ' seconds')::interval + interval '2 seconds'
     from generate_series(0, $4::int - 1) i`,
    [merchantId, first, size.members, size.rounds],
  );
}

/** Today's logins and live sessions of every third member. */
async function seedToday(q: Query, merchantId: number, first: number, activeToday: number) {
  await q(
    `insert into login_history (merchant_id, member_id, ip, created_at)
     select $1, $2::int + i * 3, '10.0.0.1', now() - ((i % 600) || ' minutes')::interval from generate_series(0, $3::int - 1) i`,
    [merchantId, first, activeToday],
  );
  await q(
    `insert into sessions (token_hash, member_id, merchant_id, member_type, created_at, last_seen_at, expires_at)
     select 'bench-' || i, $2::int + i * 3, $1, 0, now() - interval '1 hour', now() - ((i % 20) || ' minutes')::interval, now() + interval '29 days'
     from generate_series(0, $3::int - 1) i`,
    [merchantId, first, activeToday],
  );
}

/** Today's deposits: a member cash account each and a transfer from the PSP clearing account. */
async function seedDeposits(q: Query, merchantId: number, first: number, activeToday: number) {
  await q(
    `insert into ledger_accounts (merchant_id, currency, code, owner_id, shard, allow_negative)
     values ($1, 'BRL', 'psp.clearing', 0, 0, true) on conflict do nothing`,
    [merchantId],
  );
  await q(
    `insert into ledger_accounts (merchant_id, currency, code, owner_id, shard, balance)
     select $1, 'BRL', 'cash', $2::int + i * 3, 0, 5000 from generate_series(0, $3::int - 1) i on conflict do nothing`,
    [merchantId, first, activeToday],
  );
  await q(
    `insert into ledger_transfers (merchant_id, currency, debit_account_id, credit_account_id, amount, code, idempotency_key, request_hash, created_at)
     select $1, 'BRL', (select id from ledger_accounts where merchant_id = $1 and code = 'psp.clearing' and owner_id = 0),
       a.id, 5000, 'deposit', 'bench-dep-' || a.id, 'bench', now() - interval '30 minutes'
     from ledger_accounts a where a.merchant_id = $1 and a.code = 'cash' and a.owner_id >= $2::int`,
    [merchantId, first],
  );
}

export async function seedAgentTree(client: pg.Client, merchantId: number, size: SeedSize): Promise<{ topAgentId: number }> {
  const q: Query = (text, values = []) => client.query(text, values);
  const topAgentId = await seedAgents(q, merchantId, size.agents);
  const first = await seedMembers(q, merchantId, size);
  await seedRounds(q, merchantId, first, size);
  await seedToday(q, merchantId, first, size.activeToday);
  await seedDeposits(q, merchantId, first, size.activeToday);
  // Autovacuum would do this on a live database; the index-only reads of the closure need the visibility map.
  await q('vacuum analyze');
  return { topAgentId };
}
