import { createHash } from 'node:crypto';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import * as repository from './verification.repository.js';
import { checkCode, SMS_CODE_TTL_MS, toE164, type SmsPurpose } from './verification.service.js';

/** What the identity provider says about a phone ID token (implemented by identity/id-token.ts). */
export interface PhoneTokenVerifier {
  phoneConfigured: boolean;
  verifyPhone(idToken: string): Promise<{ subject: string; phoneNumber: string; authTimeMs: number } | undefined>;
}

export interface PhoneProofDeps extends ServiceDeps {
  phoneTokens: PhoneTokenVerifier;
}

/** How a number is proved: one of our SMS codes, or the identity provider's phone ID token (SPEC §3 firebaseIdToken). */
export type PhoneProof = { code: string } | { idToken: string };

/**
 * A provider verification counts as long as one of our codes lives: a token
 * whose phone sign-in (auth_time) is older proves nothing, even while the
 * token itself (1 hour) has not expired.
 */
export const PHONE_TOKEN_MAX_AGE_MS = SMS_CODE_TTL_MS;

export interface ProofInput {
  merchantId: number;
  countryDialingCode: string;
  mobileNum: string;
  purpose: SmsPurpose;
  proof: PhoneProof;
}

export interface CheckedProof {
  /** Uses the proof up; only one caller wins, even when two checks raced. */
  consume(): Promise<void>;
}

/**
 * The provider path of a number proof: the token verified (signature, project,
 * expiry, sign-in by phone), the phone sign-in at most 5 minutes old, its
 * number equal to the entered one in E.164 as our SMS path writes it, and not
 * used before. Checking does not use it up, so a caller may still refuse for
 * its own reasons (set password: same as the old one) and the same
 * verification works for the corrected request.
 */
async function checkPhoneToken(deps: PhoneProofDeps, input: ProofInput & { proof: { idToken: string } }): Promise<CheckedProof> {
  if (!deps.phoneTokens.phoneConfigured) throw new AppError('phone.verification.disabled');
  const verified = await deps.phoneTokens.verifyPhone(input.proof.idToken);
  if (!verified) throw new AppError('phone.verification.invalid');
  const now = deps.clock();
  if (verified.authTimeMs + PHONE_TOKEN_MAX_AGE_MS <= now) throw new AppError('phone.verification.expired');
  if (verified.phoneNumber !== toE164(input.countryDialingCode, input.mobileNum)) throw new AppError('phone.verification.mismatch');
  // One phone sign-in is one proof, whichever of its (refreshed) tokens carries it.
  const proofHash = createHash('sha256').update(`${verified.subject}:${verified.authTimeMs}`).digest('hex');
  if (await repository.phoneProofUsed(deps.db, { proofHash })) throw new AppError('phone.verification.invalid');
  return {
    consume: async () => {
      const usedAt = new Date(deps.clock());
      await repository.deleteExpiredPhoneProofs(deps.db, { now: usedAt });
      // Kept until the sign-in is too old to be accepted anyway (plus the clock tolerance).
      const expiresAt = new Date(verified.authTimeMs + PHONE_TOKEN_MAX_AGE_MS + 60_000);
      const won = await repository.usePhoneProof(deps.db, {
        proofHash,
        merchantId: input.merchantId,
        purpose: input.purpose,
        usedAt,
        expiresAt,
      });
      if (!won) throw new AppError('phone.verification.invalid');
    },
  };
}

/** Checks a number proof of either kind without using it up (see checkCode and checkPhoneToken). */
export function checkProof(deps: PhoneProofDeps, input: ProofInput): Promise<CheckedProof> {
  const { proof, ...number } = input;
  if ('idToken' in proof) return checkPhoneToken(deps, { ...input, proof });
  return checkCode(deps, { ...number, code: proof.code });
}

/** Checks and uses up a number proof of either kind. */
export async function consumeProof(deps: PhoneProofDeps, input: ProofInput): Promise<void> {
  const checked = await checkProof(deps, input);
  await checked.consume();
}

/** The proof a payload carries: the provider's token when present, else the SMS code. */
export function proofOf(payload: { verificationCode?: string | undefined; firebaseIdToken?: string | undefined }): PhoneProof {
  return payload.firebaseIdToken !== undefined ? { idToken: payload.firebaseIdToken } : { code: payload.verificationCode ?? '' };
}
