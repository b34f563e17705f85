import { isAdultOn, KYC_LIMITS, normaliseName, type KycCpfCheckBody } from '@app/contract';
import { AppError, FieldsError } from '../../http/app-error.js';
import { dayOf } from '../../infra/merchant-day.js';
import * as members from '../members/members.service.js';
import { RegistryUnavailable, type RegistryAnswer } from './cpf-registry.js';
import type { KycDeps, MemberKey } from './kyc.deps.js';
import * as repo from './kyc.repository.js';
import { ALERT_STATUSES, cpfRefusal, settle } from './kyc-state.js';

interface Subject {
  cpf: string;
  birthDate: string;
  fullName: string;
}

/**
 * What the check compares, from the account first: the CPF and birth date registered, else the ones given now (a
 * NONE registration may have neither; the CPF is then stored on the account once, as the profile does). A value
 * given while the account already holds one is refused rather than silently ignored.
 */
async function subjectOf(deps: KycDeps, key: MemberKey, body: KycCpfCheckBody): Promise<Subject> {
  const identity = await repo.identityOf(deps.db, key);
  if (!identity) throw new AppError('login.not.session');
  const row = await repo.find(deps.db, key);
  if (identity.cpf && body.cpf !== undefined && body.cpf !== identity.cpf) throw new AppError('profile.idnumber.locked');
  if (identity.birthday && body.birthDate !== undefined && body.birthDate !== identity.birthday) {
    throw new FieldsError([{ path: 'birthDate', key: 'field_not_enabled' }]);
  }
  const cpf = identity.cpf ?? body.cpf;
  const birthDate = identity.birthday ?? body.birthDate ?? row?.declaredBirthDate;
  if (!cpf) throw new AppError('kyc.cpf.required');
  if (!birthDate) throw new AppError('kyc.birthdate.required');
  if (!identity.cpf) await members.updateProfile(deps, key.merchantId, key.memberId, { idNumber: cpf });
  return { cpf, birthDate, fullName: body.fullName };
}

/** The register's answer set against what the member gave. */
function outcome(answer: RegistryAnswer, subject: Subject, now: Date): repo.KycChange {
  const at = { cpfCheckedAt: now, updatedAt: now };
  if (answer.kind === 'not_found')
    return { ...at, cpfStatus: 'not_found', registryName: null, nameMatch: null, birthdateMatch: null, adult: null };
  if (answer.kind === 'minor') return { ...at, cpfStatus: null, registryName: null, nameMatch: null, birthdateMatch: null, adult: false };
  return {
    ...at,
    cpfStatus: answer.status,
    registryName: answer.name,
    nameMatch: normaliseName(answer.name) === normaliseName(subject.fullName),
    birthdateMatch: answer.birthDate === subject.birthDate,
    adult: isAdultOn(answer.birthDate, now),
  };
}

/**
 * Step 1: looks the member's own CPF up in the register and compares the name and birth date. The attempt is counted
 * before the register is called (KYC_LIMITS.cpfChecksPerDay per merchant day); an under-age birth date on file is
 * refused without a call. The result is stored, then a failed check answers its refusal (one per status); a CPF the
 * register holds as deceased, null or cancelled raises an alert in the back office.
 */
export async function checkCpf(deps: KycDeps, key: MemberKey, body: KycCpfCheckBody): Promise<void> {
  const now = new Date(deps.clock());
  if ((await repo.find(deps.db, key))?.verifiedAt) throw new AppError('kyc.already.verified');
  const subject = await subjectOf(deps, key, body);
  const given = { fullName: subject.fullName, ...(body.birthDate !== undefined && { declaredBirthDate: body.birthDate }) };
  if (!isAdultOn(subject.birthDate, now)) {
    await save(deps, key, { ...given, adult: false, cpfCheckedAt: now, updatedAt: now });
    throw new AppError('kyc.underage');
  }
  // Kept before the look-up: the sandbox answers an unknown CPF with the name given here.
  await save(deps, key, { ...given, updatedAt: now });
  if (!(await repo.claimAttempt(deps.db, key, 'cpf', dayOf(now.getTime()), KYC_LIMITS.cpfChecksPerDay))) {
    throw new AppError('kyc.attempts.exceeded');
  }
  const answer = await lookup(deps, key, subject.cpf);
  const change = outcome(answer, subject, now);
  const alert = change.cpfStatus != null && ALERT_STATUSES.includes(change.cpfStatus);
  await save(deps, key, { ...change, ...(alert && { alertAt: now }) });
  if (alert)
    deps.log.warn({ memberId: key.memberId, cpfStatus: change.cpfStatus }, 'kyc: the register refused a CPF; the back office is alerted');
  const refusal = cpfRefusal(await repo.find(deps.db, key));
  if (refusal) throw new AppError(refusal);
}

async function lookup(deps: KycDeps, key: MemberKey, cpf: string): Promise<RegistryAnswer> {
  try {
    return await deps.registry.lookup({ merchantId: key.merchantId, cpf });
  } catch (error) {
    if (!(error instanceof RegistryUnavailable)) throw error;
    deps.log.warn({ memberId: key.memberId, cause: error.reason, adapter: deps.registry.name }, 'kyc: the CPF register is unavailable');
    throw new AppError('kyc.registry.unavailable');
  }
}

async function save(deps: KycDeps, key: MemberKey, change: repo.KycChange): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockOrCreate(tx, key);
    // A verification finished by a parallel request is never overwritten by a later check.
    if (row.verifiedAt) throw new AppError('kyc.already.verified');
    await repo.update(tx, key, change);
    await settle({ ...deps, db: tx }, key);
  });
}
