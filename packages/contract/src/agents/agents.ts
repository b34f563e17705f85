import { z } from 'zod';
import { text } from '../safe-text.js';
import { idTextSchema, queryInt } from '../safe-numbers.js';
import { registerFields } from '../auth/register.js';
import { moneyStringSchema } from '../money.js';
import { pageOf } from '../wallet/records.js';

const dateSchema = text().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date_format' });

/** SPEC §3 team footer: the four counters of the agent home. */
export const teamFooterSchema = z.object({
  teamLoginMemberCount: z.number().int(),
  teamBetMemberCount: z.number().int(),
  teamRegisterMemberCount: z.number().int(),
  teamOnlineCount: z.number().int(),
});
export type TeamFooter = z.infer<typeof teamFooterSchema>;

/** Team KPI (AGEINFO3): startDate, endDate (today), size 0; the answer's footer carries the counters. */
export const teamKpiQuerySchema = z
  .object({ startDate: dateSchema.optional(), endDate: dateSchema.optional(), size: queryInt().min(0).max(0).default(0) })
  .strict();
export const teamKpiSchema = z.object({ footer: teamFooterSchema, startDate: text(), endDate: text() });
export type TeamKpi = z.infer<typeof teamKpiSchema>;

/** Navigation grid keys of the agent home (SPEC §2), in order; the merchant's whitelist decides which show. */
export const agentNavKeys = [
  'teamOverview',
  'transactionRecord',
  'memberTeam',
  'redRain',
  'teamPnl',
  'teamBetting',
  'agentRebate',
  'teamRebate',
  'securityCenter',
  'message',
  'onlineService',
] as const;
export type AgentNavKey = (typeof agentNavKeys)[number];
/** The merchant's agent whitelist: the grid entries plus the footer's dividend item. */
export const agentWhitelistKeys = [...agentNavKeys, 'dividend'] as const;
export const agentWhitelistSchema = z.array(z.enum(agentWhitelistKeys));

/** SPEC §3 contract request info: "1" when an offer of that kind waits for the agent's answer, else "0". */
export const contractRequestInfoSchema = z.object({
  dailysalreqtype: z.enum(['0', '1']),
  divtypecompperiodreq: z.enum(['0', '1']),
  contracthoursalreq: z.enum(['0', '1']),
});
export type ContractRequestInfo = z.infer<typeof contractRequestInfoSchema>;

export const agentHomeSchema = z.object({
  username: text(),
  type: z.number().int(),
  inviteCode: text(),
  nav: z.array(z.enum(agentNavKeys)),
  showDividend: z.boolean(),
  unreadAnnouncements: z.number().int(),
  contractRequestInfo: contractRequestInfoSchema,
});
export type AgentHome = z.infer<typeof agentHomeSchema>;

/** Open account (/m/agentRegister): the registration fields without captcha, plus what to create. */
export const openAccountPayloadSchema = registerFields
  .omit({
    captcha: true,
    captchaId: true,
    ageConfirmed: true,
    agreement: true,
    affiliateCode: true,
    type: true,
    verificationCode: true,
    registerUrl: true,
    domain: true,
    // A player opened by an agent sets their own limits before their first bet.
    limits: true,
  })
  .extend({ accountType: z.enum(['member', 'agent']) })
  .strict()
  .refine((v) => v.password === v.confirmPassword, { message: 'in_confirmation_correct', path: ['confirmPassword'] });
export type OpenAccountPayload = z.infer<typeof openAccountPayloadSchema>;
export const openAccountResultSchema = z.object({ id: text(), username: text(), type: z.number().int() });

const pageQuery = { pageNo: queryInt().min(1).default(1), pageSize: queryInt().min(1).max(100).default(20) };
const periodQuery = { startDate: dateSchema.optional(), endDate: dateSchema.optional() };

/** Team management (/m/member/team). parentId narrows to the direct downline of one member of the team. */
export const teamMembersQuerySchema = z
  .object({
    username: text().trim().max(20).optional(),
    status: z.enum(['active', 'disabled']).optional(),
    kind: z.enum(['member', 'agent']).optional(),
    parentId: idTextSchema.optional(),
    ...pageQuery,
  })
  .strict();
export const teamMemberSchema = z.object({
  id: text(),
  username: text(),
  type: z.number().int(),
  isAgent: z.boolean(),
  level: z.number().int(),
  parentId: text().nullable(),
  status: z.enum(['active', 'disabled']),
  balance: moneyStringSchema,
  lastLoginAt: text().nullable(),
  createdAt: text(),
  teamSize: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberPageSchema = pageOf(teamMemberSchema);

/** Team overview (/m/agent/team/overview). */
export const teamOverviewSchema = z.object({
  teamSize: z.number().int(),
  directMembers: z.number().int(),
  directAgents: z.number().int(),
  agents: z.number().int(),
  depth: z.number().int(),
  teamBalance: moneyStringSchema,
  newToday: z.number().int(),
  footer: teamFooterSchema,
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const pnlFiguresSchema = z.object({
  deposits: moneyStringSchema,
  withdrawals: moneyStringSchema,
  stakes: moneyStringSchema,
  wins: moneyStringSchema,
  bonuses: moneyStringSchema,
  rebates: moneyStringSchema,
  /** The team's result: wins + bonuses + rebates − stakes (negative when the team lost). */
  net: moneyStringSchema,
  rounds: z.number().int(),
  bettors: z.number().int(),
});
export type PnlFigures = z.infer<typeof pnlFiguresSchema>;
/** Team P&L (/m/agent/team/pnl): agentId (a member of the caller's team, default the caller) and a period. */
export const teamPnlQuerySchema = z.object({ agentId: idTextSchema.optional(), ...periodQuery }).strict();
export const teamPnlSchema = z.object({
  agentId: text(),
  username: text(),
  startDate: text(),
  endDate: text(),
  total: pnlFiguresSchema,
  /** The agent's direct downline, each with its whole team. */
  byDirect: z.array(pnlFiguresSchema.extend({ memberId: text(), username: text(), isAgent: z.boolean() })),
});
export type TeamPnl = z.infer<typeof teamPnlSchema>;

/** Team betting (/m/teamBetting). */
export const teamBettingQuerySchema = z
  .object({
    memberId: idTextSchema.optional(),
    username: text().trim().max(20).optional(),
    vendor: text().max(16).optional(),
    status: z.enum(['open', 'completed', 'cancelled']).optional(),
    ...periodQuery,
    ...pageQuery,
  })
  .strict();
export const teamRoundSchema = z.object({
  id: text(),
  roundId: text(),
  memberId: text(),
  username: text(),
  vendor: text(),
  gameCode: text(),
  stake: moneyStringSchema,
  win: moneyStringSchema,
  status: z.enum(['open', 'completed', 'cancelled']),
  createdAt: text(),
});
export type TeamRound = z.infer<typeof teamRoundSchema>;
export const teamRoundPageSchema = pageOf(teamRoundSchema);

/** Rebate categories: the game categories a round can be played in. */
export const rebateCategories = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'COCKFIGHT'] as const;
export type RebateCategory = (typeof rebateCategories)[number];
/** A rate in hundredths of a percent of the stake, as a decimal percentage string ("0.50" = 0.50%). */
export const ratePercentSchema = text().regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, { message: 'rate_format' });
export const rebateRatesSchema = z.record(z.enum(rebateCategories), ratePercentSchema);
export const rebateSetupSchema = z.object({
  own: rebateRatesSchema,
  subAgents: z.array(z.object({ memberId: text(), username: text(), rates: rebateRatesSchema })),
});
export type RebateSetup = z.infer<typeof rebateSetupSchema>;
export const rebateUpdateSchema = z.object({ rates: z.partialRecord(z.enum(rebateCategories), ratePercentSchema) }).strict();

/** Team rebate income (/m/member/teamRebate): what the agent earns on the team's stakes by its rate margin. */
export const teamRebateQuerySchema = z.object({ ...periodQuery }).strict();
export const teamRebateSchema = z.object({
  startDate: text(),
  endDate: text(),
  total: moneyStringSchema,
  paid: moneyStringSchema,
  byCategory: z.array(
    z.object({ category: z.enum(rebateCategories), stakes: moneyStringSchema, ownRate: ratePercentSchema, income: moneyStringSchema }),
  ),
});
export type TeamRebate = z.infer<typeof teamRebateSchema>;

export const contractKinds = ['salary', 'dividend', 'hourly'] as const;
export type ContractKind = (typeof contractKinds)[number];
export const contractSchema = z.object({
  id: text(),
  kind: z.enum(contractKinds),
  agentId: text(),
  agentUsername: text(),
  offeredBy: text(),
  offeredByUsername: text(),
  rate: ratePercentSchema,
  status: z.enum(['offered', 'accepted', 'declined', 'cancelled']),
  createdAt: text(),
  decidedAt: text().nullable(),
  paidTotal: moneyStringSchema,
  payouts: z.array(
    z.object({
      period: text(),
      amount: moneyStringSchema,
      roundCount: z.number().int(),
      stake: moneyStringSchema,
      win: moneyStringSchema,
      createdAt: text(),
    }),
  ),
});
export type AgentContract = z.infer<typeof contractSchema>;
export const contractListSchema = z.object({ mine: z.array(contractSchema), offered: z.array(contractSchema) });
export const contractListQuerySchema = z.object({ kind: z.enum(contractKinds) }).strict();
export const contractOfferSchema = z.object({ kind: z.enum(contractKinds), agentId: idTextSchema, rate: ratePercentSchema }).strict();
export const contractIdParamsSchema = z.object({ id: idTextSchema }).strict();
export const memberIdParamsSchema = z.object({ memberId: idTextSchema }).strict();

/** Operator settlement: one kind, one period (YYYY-MM-DD for salary and dividend, YYYY-MM-DDTHH for hourly). */
export const settlePayloadSchema = z
  .object({ kind: z.enum([...contractKinds, 'rebate']), period: text().regex(/^\d{4}-\d{2}-\d{2}(T\d{2})?$/) })
  .strict();
export const settleResultSchema = z.object({
  kind: text(),
  period: text(),
  contracts: z.number().int(),
  paid: z.number().int(),
  skipped: z.number().int(),
  /** Payouts that failed (named in the run, GET /wps/operator/agents/settlements). */
  failed: z.number().int(),
  amount: moneyStringSchema,
  runId: z.number().int().nullable(),
});
