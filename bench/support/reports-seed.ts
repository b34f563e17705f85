import type pg from 'pg';

/**
 * Bulk fill of bench:reports, straight SQL on a migrated and seeded database, with every trigger off for the
 * session (session_replication_role = replica: the fill writes history, not events): `agents` agent members and
 * `members` members (four in five under one of the agents, registered over `days` days), then `rounds` completed
 * real-money rounds over the last `days` days on the catalogue's games, spread over the members, oldest first. The
 * rollups are then built once from them in SQL (allowed for the fill; the running server keeps them after that).
 * Chunked: one statement per million rows keeps each transaction's memory and WAL bounded.
 */
export interface ReportsSeedSize {
  agents: number;
  members: number;
  rounds: number;
  days: number;
}

type Query = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

const CHUNK = 1_000_000;

async function chunks(total: number, run: (from: number, to: number) => Promise<unknown>): Promise<void> {
  for (let from = 0; from < total; from += CHUNK) await run(from, Math.min(total, from + CHUNK) - 1);
}

async function fillMembers(q: Query, merchantId: number, size: ReportsSeedSize): Promise<number> {
  const agents = await q(
    `insert into members (merchant_id, username, username_lower, type, invite_code, register_method, created_at)
     select $1, 'rag' || i, 'rag' || i, 1, 'RAG' || i, 'BENCH', now() - interval '2 years' from generate_series(0, $2::int - 1) i returning id`,
    [merchantId, size.agents],
  );
  const firstAgent = Math.min(...agents.rows.map((r) => Number(r.id)));
  await chunks(size.members, (from, to) =>
    q(
      `insert into members (merchant_id, username, username_lower, type, invite_code, register_method, created_at, upline_member_id)
       select $1, 'rp' || i, 'rp' || i, 0, 'RP' || i, 'BENCH',
         now() - (((i::bigint * 7919) % ($5::bigint * 86400)) || ' seconds')::interval,
         case when i % 5 <> 0 then $4::int + i % $6::int end
       from generate_series($2::int, $3::int) i`,
      [merchantId, from, to, firstAgent, size.days, size.agents],
    ),
  );
  return Number((await q(`select min(id) as id from members where merchant_id = $1 and username_lower = 'rp0'`, [merchantId])).rows[0].id);
}

/** Round i: member (i·7919 mod members), game (i·31 mod games), stake R$ 1,00–50,99, a win of 1–2.99× on 48 % of them (RTP ≈ 96 %). */
async function fillRounds(q: Query, merchantId: number, first: number, size: ReportsSeedSize): Promise<void> {
  await q(
    `create temp table bench_games as select row_number() over (order by id) - 1 as n, vendor, game_code from games where merchant_id = $1`,
    [merchantId],
  );
  const games = Number((await q(`select count(*) as n from bench_games`)).rows[0].n);
  await chunks(size.rounds, (from, to) =>
    q(
      `insert into game_rounds (merchant_id, member_id, vendor, round_id, game_code, currency, status, stake, win, created_at, settled_at)
       select $1, $2::int + (i::bigint * 7919) % $3::int, g.vendor, 'br' || i, g.game_code, 'BRL', 'completed', s.stake,
         case when i % 100 < 48 then s.stake * (100 + (i * 13) % 200) / 100 else 0 end, s.at, s.at
       from generate_series($4::int, $5::int) i
       cross join lateral (select 100 + (i * 37) % 5000 as stake,
         now() - ((($6::bigint - i) * $7::bigint * 86400) / $6::bigint || ' seconds')::interval as at) s
       join bench_games g on g.n = (i::bigint * 31) % $8::int`,
      [merchantId, first, size.members, from, to, size.rounds, size.days, games],
    ),
  );
}

/**
 * The rollups of the filled history, as the fold would have left them (one pass of SQL instead of 20 M events), in
 * the fold's physical order: day after day, so a month of rows sits in a month's pages, not all over the table.
 */
async function buildRollups(q: Query): Promise<void> {
  await q(`insert into report_game_days (merchant_id, day, vendor, game_code, rounds, stake, win)
    select merchant_id, report_day(created_at), vendor, game_code, count(*), sum(stake), sum(win) from game_rounds
    where status = 'completed' and currency = 'BRL' group by 1, 2, 3, 4 order by 2, 3, 4`);
  await q(`create temp table bench_member_days as
    select r.merchant_id, report_day(r.created_at) as day, r.member_id, coalesce(m.upline_member_id, 0) as agent_id,
      count(*) as rounds, sum(r.stake) as stake, sum(r.win) as win
    from game_rounds r join members m on m.id = r.member_id where r.status = 'completed' and r.currency = 'BRL' group by 1, 2, 3, 4`);
  await q(`insert into report_day_members (merchant_id, day, member_id, agent_id)
    select merchant_id, day, member_id, agent_id from bench_member_days where stake > 0`);
  await q(`create temp table bench_registrations as
    select merchant_id, report_day(created_at) as day, coalesce(upline_member_id, 0) as agent_id, count(*) as n
    from members where type <> 4 group by 1, 2, 3`);
  await q(`insert into report_agent_days (merchant_id, day, agent_id, rounds, stake, win, registrations, active_players)
    select coalesce(p.merchant_id, g.merchant_id), coalesce(p.day, g.day), coalesce(p.agent_id, g.agent_id),
      coalesce(p.rounds, 0), coalesce(p.stake, 0), coalesce(p.win, 0), coalesce(g.n, 0), coalesce(p.active, 0)
    from (select merchant_id, day, agent_id, sum(rounds) as rounds, sum(stake) as stake, sum(win) as win,
            count(*) filter (where stake > 0) as active from bench_member_days group by 1, 2, 3) p
    full join bench_registrations g on g.merchant_id = p.merchant_id and g.day = p.day and g.agent_id = p.agent_id
    order by 2, 3`);
  await q(`insert into report_agent_months (merchant_id, month, agent_id, rounds, stake, win, registrations, active_players)
    select merchant_id, date_trunc('month', day)::date, agent_id, sum(rounds), sum(stake), sum(win), sum(registrations),
      sum(active_players) from report_agent_days group by 1, 2, 3 order by 2, 3`);
  await q(`insert into report_days (merchant_id, day, rounds, stake, win, registrations, active_players)
    select merchant_id, day, sum(rounds), sum(stake), sum(win), sum(registrations), sum(active_players) from report_agent_days group by 1, 2 order by 2`);
  await q(`insert into report_state (id, built_at, folded_at) values (1, now(), now())
    on conflict (id) do update set built_at = now(), folded_at = now()`);
}

/** The secondary indexes of the bulk-filled tables are dropped for the fill and built again after it (as pg_restore does). */
async function withoutSecondaryIndexes(q: Query, tables: string[], fill: () => Promise<void>): Promise<void> {
  const { rows } = await q(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  for (const row of rows) await q(`drop index ${row.indexname as string}`);
  await fill();
  for (const row of rows) await q(row.indexdef as string);
}

/** Fills members and rounds, builds the rollups; answers the first bench member's id (member i is `first + i`). */
export async function seedReports(client: pg.Client, merchantId: number, size: ReportsSeedSize, log: (line: string) => void) {
  const q: Query = (text, values = []) => client.query(text, values);
  let first = 0;
  await q(`set maintenance_work_mem = '512MB'`);
  await q(`set work_mem = '256MB'`);
  await q(`set session_replication_role = replica`);
  const started = Date.now();
  const step = (label: string) => log(`${label} at ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await withoutSecondaryIndexes(q, ['members', 'game_rounds'], async () => {
    first = await fillMembers(q, merchantId, size);
    step('members');
    await fillRounds(q, merchantId, first, size);
    step('rounds');
  });
  step('indexes');
  await q(`set session_replication_role = origin`);
  await buildRollups(q);
  step('rollups');
  // Autovacuum would do this on a live database: statistics for the planner, the visibility map for index-only reads.
  await q('vacuum analyze');
  step('vacuum');
  return { first };
}
