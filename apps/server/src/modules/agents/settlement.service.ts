import { formatMinor } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { houseAccount, memberAccount, CURRENCIES } from '../ledger/ledger-accounts.js';
import type { AgentDeps } from './agents.deps.js';
import * as repository from './agents.repository.js';
import * as activity from './team-activity.repository.js';
import * as store from './contracts.repository.js';
import { periodOf, type Period } from './periods.js';
import { share } from './rates.js';
import { income } from './rebates.service.js';
import * as runs from './settlement-runs.repository.js';

export type SettleKind = 'salary' | 'dividend' | 'hourly' | 'rebate';

export interface SettleResult {
  kind: SettleKind;
  period: string;
  contracts: number;
  paid: number;
  skipped: number;
  failed: number;
  amount: string;
  /** The run's row (null: a scheduled run that paid and failed nothing is not kept). */
  runId: number | null;
}

/** Who asked for a run (the runs list shows it). */
export interface SettleTrigger {
  kind: 'job' | 'operator' | 'cli' | 'move';
  actor?: string | null;
}

interface Payout {
  merchantId: number;
  agentId: number;
  kind: SettleKind;
  contractId: number | null;
  period: Period;
  amount: bigint;
  basis: activity.Basis;
  detail: Record<string, unknown>;
}

/**
 * Records the payout of (agent, kind, period) and pays it in one
 * transaction. The payout row's primary key and the ledger's idempotency key
 * are the same triple, so a second run (or a concurrent one) pays nothing.
 */
async function pay(deps: AgentDeps, p: Payout): Promise<boolean> {
  return deps.ledger.inTransaction(async (tx) => {
    const recorded = await store.insertPayout(tx, {
      contractId: p.contractId,
      period: p.period.key,
      merchantId: p.merchantId,
      agentId: p.agentId,
      kind: p.kind,
      periodStart: p.period.from,
      periodEnd: p.period.to,
      roundCount: p.basis.roundCount,
      firstRoundId: p.basis.firstRoundId,
      lastRoundId: p.basis.lastRoundId,
      stake: p.basis.stake,
      win: p.basis.win,
      amount: p.amount,
      basis: p.detail,
      // The run's clock: the runs list tells which run recorded each payout by its time.
      createdAt: new Date(deps.clock()),
    });
    if (!recorded || p.amount <= 0n) return false;
    const moved = await deps.ledger.transfer(
      {
        merchantId: p.merchantId,
        currency: CURRENCIES.real,
        debit: houseAccount('house.agents'),
        credit: memberAccount(p.agentId, 'cash'),
        amount: p.amount,
        code: p.kind === 'rebate' ? 'rebate' : 'commission',
        idempotencyKey: `agent:${p.kind}:${p.agentId}:${p.period.key}`,
        reference: `${p.kind}:${p.period.key}`,
        metadata: {
          kind: p.kind,
          contractId: p.contractId,
          period: p.period.key,
          rounds: p.basis.roundCount,
          firstRoundId: p.basis.firstRoundId,
          lastRoundId: p.basis.lastRoundId,
        },
      },
      tx,
    );
    await store.setPayoutTransfer(tx, { agentId: p.agentId, kind: p.kind, period: p.period.key }, moved.transferId);
    return !moved.replayed;
  });
}

function checkPeriod(deps: AgentDeps, kind: SettleKind, key: string): Period {
  const hourly = key.includes('T');
  if (hourly !== (kind === 'hourly')) throw new AppError('request.invalid', { details: 'period' });
  const period = periodOf(key);
  if (period.to.getTime() > deps.clock() && !deps.settleOpenPeriods) throw new AppError('agent.period.open');
  return period;
}

/** What is due for the period: each accepted contract of the kind, or each agent with rates for rebates. */
async function duePayouts(deps: AgentDeps, merchantId: number, kind: SettleKind, period: Period): Promise<Payout[]> {
  const payouts: Payout[] = [];
  if (kind === 'rebate') {
    for (const agentId of await repository.agentsWithRates(deps.db, merchantId)) {
      const earned = await income(deps, merchantId, agentId, period);
      const basis = {
        roundCount: earned.roundCount,
        firstRoundId: earned.firstRoundId,
        lastRoundId: earned.lastRoundId,
        stake: earned.stakes,
        win: 0n,
      };
      const byCategory = Object.fromEntries(
        [...earned.byCategory].map(([c, v]) => [c, { stakes: v.stakes.toString(), income: v.income.toString() }]),
      );
      payouts.push({ merchantId, agentId, kind, contractId: null, period, amount: earned.total, basis, detail: { byCategory } });
    }
  } else {
    for (const contract of await store.acceptedContracts(deps.db, merchantId, kind, period.to)) {
      const basis = await activity.teamBasis(deps.db, merchantId, contract.agentId, period);
      const base = kind === 'dividend' ? (basis.stake > basis.win ? basis.stake - basis.win : 0n) : basis.stake;
      payouts.push({
        merchantId,
        agentId: contract.agentId,
        kind,
        contractId: contract.id,
        period,
        amount: share(base, contract.rateBp),
        basis,
        detail: { rateBp: contract.rateBp, base: base.toString() },
      });
    }
  }
  return payouts;
}

/**
 * Pays every accepted contract of a kind (or every agent's rebate) for one period, and records the run. A payout that
 * fails is counted and named in the run, and the others are still paid; a re-run pays only what is still unpaid.
 */
export async function settle(
  deps: AgentDeps,
  merchantId: number,
  kind: SettleKind,
  key: string,
  trigger: SettleTrigger = { kind: 'cli' },
): Promise<SettleResult> {
  const period = checkPeriod(deps, kind, key);
  const startedAt = new Date(deps.clock());
  const result = { kind, period: key, contracts: 0, paid: 0, skipped: 0, failed: 0, amount: 0n };
  const errors: Array<{ agentId: number; message: string }> = [];
  for (const p of await duePayouts(deps, merchantId, kind, period)) {
    result.contracts += 1;
    try {
      if (await pay(deps, p)) {
        result.paid += 1;
        result.amount += p.amount;
      } else result.skipped += 1;
    } catch (error) {
      result.failed += 1;
      errors.push({ agentId: p.agentId, message: error instanceof Error ? error.message : String(error) });
    }
  }
  // The scheduled job and a move settle on their own; their runs that found nothing to pay are not kept.
  const kept = (trigger.kind !== 'job' && trigger.kind !== 'move') || result.paid > 0 || result.failed > 0;
  const run = kept
    ? await runs.insertRun(deps.db, {
        merchantId,
        kind,
        period: key,
        trigger: trigger.kind,
        actor: trigger.actor ?? null,
        startedAt,
        finishedAt: new Date(deps.clock()),
        due: result.contracts,
        paid: result.paid,
        skipped: result.skipped,
        failed: result.failed,
        amount: result.amount,
        errors: errors.slice(0, 50),
      })
    : undefined;
  return { ...result, amount: formatMinor(result.amount), runId: run?.id ?? null };
}
