import type { IdentityProviders, LoginResult, SocialLoginPayload } from '@app/contract';
import { violatedUniqueIndex } from '../../db/sql-state.js';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import * as auth from '../auth/auth.service.js';
import * as members from '../members/members.service.js';
import * as merchants from '../merchants/merchants.service.js';
import { disabledRefusal } from '../privacy/closure-gate.js';
import type { IdTokenVerifier } from './id-token.js';
import * as repository from './identity.repository.js';

export interface IdentityDeps extends ServiceDeps {
  verifier: IdTokenVerifier;
  googleClientId: string | undefined;
  facebookAppId: string | undefined;
  /** The phone-verification provider's public settings; undefined when FIREBASE_PROJECT_ID is unset. */
  phone: { projectId: string; apiKey: string | null } | undefined;
}

/**
 * A login provider is offered only when the merchant flag is on and its client
 * id is configured. Phone verification by the provider has no merchant flag
 * of its own: it stands in for our SMS code wherever a number is proved
 * (registration, login and set password keep their own flags).
 */
export async function identityProviders(deps: IdentityDeps, merchantId: number): Promise<IdentityProviders> {
  const whitelabel = await merchants.getSetting(deps.db, merchantId, 'whitelabel');
  return {
    google: whitelabel.GOOGLELOGIN3 && deps.googleClientId ? { clientId: deps.googleClientId } : null,
    facebook: whitelabel.FACEBOOKLOGIN3 && deps.facebookAppId ? { appId: deps.facebookAppId } : null,
    phone: deps.phone ?? null,
  };
}

/**
 * The member linked to (provider, subject), or a new one linked in the same
 * transaction. When two first logins race, the unique index lets one link
 * win; the other transaction (its member included) rolls back and reads the winner.
 */
async function linkedMember(
  deps: IdentityDeps,
  merchantId: number,
  identity: { provider: repository.Provider; subject: string; email?: string },
  ip: string,
) {
  const key = { merchantId, provider: identity.provider, subject: identity.subject };
  const existing = await repository.findMemberId(deps.db, key);
  if (existing !== undefined) return members.findById(deps, merchantId, existing);
  try {
    return await deps.db.transaction(async (tx) => {
      const member = await members.createSocialMember({ ...deps, db: tx }, merchantId, { provider: identity.provider, ip });
      await repository.insertIdentity(tx, {
        ...key,
        memberId: member.id,
        email: identity.email ?? null,
        createdAt: new Date(deps.clock()),
      });
      return member;
    });
  } catch (error) {
    if (violatedUniqueIndex(error) !== 'member_identities_subject_uq') throw error;
    const winner = await repository.findMemberId(deps.db, key);
    return winner === undefined ? undefined : members.findById(deps, merchantId, winner);
  }
}

export async function socialLogin(deps: IdentityDeps, caller: auth.Caller, payload: SocialLoginPayload): Promise<LoginResult> {
  const offered = await identityProviders(deps, caller.merchant.id);
  if (!offered[payload.provider]) throw new AppError('login.social.disabled');
  const identity = await deps.verifier.verify(payload.provider, payload.idToken);
  if (!identity) throw new AppError('login.social.invalid');
  const member = await linkedMember(deps, caller.merchant.id, { provider: payload.provider, ...identity }, caller.ip);
  if (!member) throw new AppError('login.social.invalid');
  if (member.status !== 'active') throw await disabledRefusal(deps, { merchantId: caller.merchant.id, memberId: member.id });
  return auth.beginSession(deps, caller, member);
}
