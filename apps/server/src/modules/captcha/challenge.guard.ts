import { HUMAN_PROOF_HEADER } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { HumanCheck } from './human-check.js';

/**
 * The preHandler of every call a script would repeat to abuse (registration,
 * login, SMS codes, password recovery): the request carries a proof of the
 * configured human check in the x-human-proof header, accepted once. It runs
 * after schema validation (a malformed request does not use up its proof) and
 * before the handler (no decryption, password hash or SMS for a script).
 */
export type HumanCheckGuard = (request: FastifyRequest) => Promise<void>;

export function createHumanCheckGuard(check: HumanCheck): HumanCheckGuard {
  return async (request) => {
    const header = request.headers[HUMAN_PROOF_HEADER];
    const proof = typeof header === 'string' ? header.trim() : '';
    if (!proof) throw new AppError('captcha.proof.invalid');
    const verdict = await check.verify(proof, request.ip);
    if (verdict === 'unavailable') {
      request.log.warn({ provider: check.info.provider }, 'human check provider unavailable');
      throw new AppError('captcha.provider.unavailable');
    }
    if (verdict !== 'passed') throw new AppError('captcha.proof.invalid');
  };
}
