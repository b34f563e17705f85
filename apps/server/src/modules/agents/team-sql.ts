import { sql, type SQL } from 'drizzle-orm';

/*
 * What the agents' team reads share. A team is one index range of agent_tree; the figures come from the views the
 * owning modules export (members, auth, ledger), joined with the team in one statement, because a team of
 * 100 000 members cannot be asked of another service one member at a time (docs/decisions/agents.md
 * "Reads across modules").
 */

export const num = (v: unknown) => Number(v ?? 0);
export const big = (v: unknown) => BigInt((v as string | number | null) ?? 0);

export interface Range {
  from: Date;
  to: Date;
}

/** Teams up to this size are read member by member; larger ones from the day's activity (see teamFilter). */
export const SMALL_TEAM = 5_000;

/**
 * For a small team, each activity read is limited to the team's members, so
 * it probes the per-member indexes instead of reading the whole merchant's
 * day; a large team (a top agent's) reads the day's activity once and joins
 * the team after.
 */
export const teamFilter = (small: boolean, agentId: number, column: SQL) =>
  small ? sql`and ${column} in (select descendant_id from agent_tree where ancestor_id = ${agentId} and depth > 0)` : sql``;

/** Member types that are not agents (members, trial players, test accounts). */
export const NON_AGENT_TYPES = sql`(0, 4, 40)`;
