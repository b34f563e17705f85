import { z } from 'zod';
import { countedPageQuery } from '../backoffice/paging.js';
import { moneyStringSchema } from '../money.js';
import { idTextSchema, queryInt } from '../safe-numbers.js';
import { text } from '../safe-text.js';
import { contractKinds, rebateRatesSchema, ratePercentSchema } from './agents.js';

/*
 * The back office's agent screens (issue 31 item 4; docs/decisions/agents.md "Back office"): the tree with each
 * branch's figures, moving a member to another upline, contract offers to top agents, and the settlement runs.
 */

const dateSchema = text().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date_format' });
const rangeQuery = { startDate: dateSchema.optional(), endDate: dateSchema.optional() };
const usernameText = text().trim().min(1).max(20);

/**
 * One node of the tree with its branch's figures: the member itself and its whole downline (the figures of the
 * agent area's team P&L rows), over the asked range of merchant days (default today).
 */
export const agentNodeSchema = z.object({
  id: z.number().int(),
  username: text(),
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.enum(['active', 'disabled']),
  parentId: z.number().int().nullable(),
  /** Everyone below the member (itself excluded). */
  teamSize: z.number().int(),
  directMembers: z.number().int(),
  directAgents: z.number().int(),
  /** Members of the branch with a settled real-money round in the range. */
  active: z.number().int(),
  deposits: moneyStringSchema,
  stakes: moneyStringSchema,
  wins: moneyStringSchema,
  rates: rebateRatesSchema,
  /** The uplines from the top down (search results only: where the match sits in the tree). */
  uplines: z.array(z.object({ id: z.number().int(), username: text() })).optional(),
});
export type AgentNode = z.infer<typeof agentNodeSchema>;

/** GET /agents/tree?username=: members whose username starts with the text (at most 20). */
export const agentTreeQuerySchema = z.object({ username: usernameText, ...rangeQuery }).strict();
export const agentTreeSchema = z.object({ nodes: z.array(agentNodeSchema) });
export type AgentTree = z.infer<typeof agentTreeSchema>;

/** GET /agents/tree/:id/children: the direct downline by id, keyset-paged (`after` = the last id seen). */
export const agentChildrenQuerySchema = z
  .object({ after: queryInt().min(0).optional(), limit: queryInt().min(1).max(100).default(50), ...rangeQuery })
  .strict();
export const agentChildrenSchema = z.object({ nodes: z.array(agentNodeSchema), next: z.number().int().nullable() });
export type AgentChildren = z.infer<typeof agentChildrenSchema>;
export const agentNodeParamsSchema = z.object({ id: idTextSchema }).strict();

/** POST /agents/:username/upline: moves the member (and its downline) below another agent. */
export const agentMoveBodySchema = z.object({ upline: usernameText }).strict();
export const agentMoveResultSchema = z.object({
  username: text(),
  uplineBefore: text().nullable(),
  upline: text(),
  /** The member and its downline. */
  moved: z.number().int(),
  ratesLowered: z.array(z.object({ username: text(), category: text(), from: ratePercentSchema, to: ratePercentSchema })),
  contractsEnded: z.array(z.object({ id: z.number().int(), kind: z.enum(contractKinds), agent: text() })),
});
export type AgentMoveResult = z.infer<typeof agentMoveResultSchema>;

export const operatorContractStatuses = ['offered', 'accepted', 'declined', 'cancelled'] as const;

/** A contract as the back office lists it. `offeredBy` is null for the operator's own offers. */
export const operatorContractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contractKinds),
  agent: text(),
  offeredBy: text().nullable(),
  rate: ratePercentSchema,
  status: z.enum(operatorContractStatuses),
  createdAt: text(),
  decidedAt: text().nullable(),
  paidTotal: moneyStringSchema,
});
export type OperatorContract = z.infer<typeof operatorContractSchema>;
export const operatorContractsQuerySchema = z
  .object({
    kind: z.enum(contractKinds).optional(),
    status: z.enum(operatorContractStatuses).optional(),
    username: usernameText.optional(),
    ...countedPageQuery,
  })
  .strict();
export const operatorContractOfferSchema = z
  .object({ username: usernameText, kind: z.enum(contractKinds), rate: ratePercentSchema })
  .strict();
export const operatorContractParamsSchema = z.object({ id: idTextSchema }).strict();

export const settlementKinds = [...contractKinds, 'rebate'] as const;
export type SettlementKind = (typeof settlementKinds)[number];
export const settlementTriggers = ['job', 'operator', 'cli', 'move'] as const;

/** One settlement run: what was due, what this run paid, what failed. */
export const settlementRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(settlementKinds),
  period: text(),
  trigger: z.enum(settlementTriggers),
  actor: text().nullable(),
  startedAt: text(),
  finishedAt: text().nullable(),
  /** Agents (contracts, or agents with rates for rebates) due for the period. */
  due: z.number().int(),
  /** Paid by this run. */
  paid: z.number().int(),
  /** Already paid by an earlier run, or nothing to pay. */
  skipped: z.number().int(),
  failed: z.number().int(),
  amount: moneyStringSchema,
  errors: z.array(z.object({ agent: text(), message: text() })),
});
export type SettlementRun = z.infer<typeof settlementRunSchema>;
export const settlementRunsQuerySchema = z
  .object({ kind: z.enum(settlementKinds).optional(), period: text().max(13).optional(), ...countedPageQuery })
  .strict();

/** A payout of the run's kind and period (whichever run paid it). */
export const settlementPayoutSchema = z.object({
  agent: text(),
  amount: moneyStringSchema,
  roundCount: z.number().int(),
  stake: moneyStringSchema,
  win: moneyStringSchema,
  createdAt: text(),
  /** True when the run listed is the one that paid it. */
  thisRun: z.boolean(),
});
export type SettlementPayout = z.infer<typeof settlementPayoutSchema>;
