import type { HumanCheck as PublicHumanCheck, PowChallenge } from '@app/contract';
import type { HumanCheckConfig } from '../../config.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { acceptPowProof, createPowChallenge, loadPowKey } from './pow.service.js';
import { siteverify, type SiteverifyVerdict } from './siteverify.js';

/**
 * The configured human check: the self-hosted ALTCHA proof of work, or a
 * Turnstile or hCaptcha token checked with the provider.
 */
export interface HumanCheck {
  info: PublicHumanCheck;
  /** A new challenge to solve; null when a provider's widget makes its own. */
  challenge(): Promise<PowChallenge> | null;
  verify(proof: string, remoteIp: string): Promise<SiteverifyVerdict>;
}

/** What the site needs to run the check; the site key of Turnstile and hCaptcha is public by design. */
export function humanCheckInfo(config: HumanCheckConfig): PublicHumanCheck {
  return config.provider === 'altcha' ? { provider: 'altcha', siteKey: null } : { provider: config.provider, siteKey: config.siteKey };
}

/** Where the providers' widgets load from (their documented CSP sources); the site's CSP allows them when one is configured. */
export function widgetOrigins(config: HumanCheckConfig): string[] {
  if (config.provider === 'turnstile') return ['https://challenges.cloudflare.com'];
  if (config.provider === 'hcaptcha') return ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
  return [];
}

export async function createHumanCheck(deps: ServiceDeps, config: HumanCheckConfig): Promise<HumanCheck> {
  if (config.provider !== 'altcha') {
    return {
      info: humanCheckInfo(config),
      challenge: () => null,
      verify: (proof, remoteIp) => siteverify(config, proof, remoteIp),
    };
  }
  const key = await loadPowKey(deps, config.powHmacKey);
  return {
    info: humanCheckInfo(config),
    challenge: () => createPowChallenge(deps, key, config.powDifficulty),
    verify: async (proof) => ((await acceptPowProof(deps, key, proof)) ? 'passed' : 'refused'),
  };
}
