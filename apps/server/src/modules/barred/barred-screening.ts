import { merchantDayOf } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import * as protection from '../protection/protection.service.js';
import { blockMember, closeCase } from './barred-block.js';
import { BarredCheckOutage, type BarredVerdict } from './barred-check.js';
import type { BarredScreen, ScreenedMember } from './barred-screen.js';
import type { BarredDeps } from './barred.deps.js';
import * as repo from './barred.repository.js';

const nothingToRecord = async () => {};

/** One CPF's verdict; an outage is logged (never the CPF) and rethrown for the caller to decide. */
async function verdictOf(deps: BarredDeps, merchantId: number, cpf: string, at: 'registration' | 'login'): Promise<BarredVerdict> {
  try {
    const verdict = (await deps.check.check({ merchantId, cpfs: [cpf] })).get(cpf);
    if (!verdict) throw new BarredCheckOutage('bad_answer', 'no verdict for the CPF asked');
    return verdict;
  } catch (error) {
    if (error instanceof BarredCheckOutage) deps.log.warn({ merchantId, at, reason: error.reason }, 'barred-persons check unavailable');
    throw error;
  }
}

/**
 * Registration fails closed: a barred CPF is refused in neutral words (the answer must not tell anyone that a CPF is
 * on the list) and an outage refuses with "try again later"; nobody is registered unchecked.
 */
async function atRegistration(deps: BarredDeps, merchantId: number, cpf: string | undefined) {
  if (!cpf || !(await protection.barredChecksRequired(deps, merchantId))) return nothingToRecord;
  let verdict: BarredVerdict;
  try {
    verdict = await verdictOf(deps, merchantId, cpf, 'registration');
  } catch (error) {
    if (error instanceof BarredCheckOutage) throw new AppError('register.check.unavailable');
    throw error;
  }
  if (verdict.barred) {
    deps.log.info({ merchantId, category: verdict.category }, 'registration refused by the barred-persons check');
    throw new AppError('register.not.completed');
  }
  const checkedAt = deps.clock();
  return (memberId: number) => repo.recordCheck(deps.db, { merchantId, memberId }, merchantDayOf(checkedAt), new Date(checkedAt));
}

/**
 * Login: a closed account is refused; a blocked one logs in (to withdraw) without another check. Otherwise the first
 * login of the merchant's day asks the check. An outage lets the login through and is asked again at the next login:
 * a login must not hang on a third party's uptime, the member checked on an earlier day is still covered by the
 * 15-day sweep, and the regulator's own guidance is to record the failure and ask again once the service is back.
 */
async function atLogin(deps: BarredDeps, member: ScreenedMember): Promise<void> {
  if (member.isTrial) return;
  const key = { merchantId: member.merchantId, memberId: member.id };
  const now = deps.clock();
  const found = await repo.findCase(deps.db, key);
  if (found?.status === 'closed') throw new AppError('barred.account.closed');
  if (found && found.deadlineAt.getTime() <= now) {
    // The job closes it within its interval; the first login after the deadline does not wait for it.
    await closeCase(deps, found);
    throw new AppError('barred.account.closed');
  }
  if (found || !(await protection.barredChecksRequired(deps, member.merchantId))) return;
  const today = merchantDayOf(now);
  if ((await repo.lastCheckDay(deps.db, key)) === today) return;
  // A member without a CPF (an identity-provider login) cannot be checked; the first login after it is given is.
  const cpf = await repo.memberCpf(deps.db, key);
  if (!cpf) return;
  let verdict: BarredVerdict;
  try {
    verdict = await verdictOf(deps, member.merchantId, cpf, 'login');
  } catch (error) {
    if (error instanceof BarredCheckOutage) return;
    throw error;
  }
  if (verdict.barred) await blockMember(deps, key, { category: verdict.category, source: 'login' });
  else await repo.recordCheck(deps.db, key, today, new Date(now));
}

/** The check as registration and login call it (BarredScreen), bound to the deployment's adapter. */
export function createBarredScreen(deps: BarredDeps): BarredScreen {
  return {
    atRegistration: (merchantId, cpf) => atRegistration(deps, merchantId, cpf),
    atLogin: (member) => atLogin(deps, member),
  };
}
