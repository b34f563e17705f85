import type { FastifyBaseLogger } from 'fastify';
import { settleCashback } from './cashback.service.js';
import type { PromotionsDeps } from './promotions.deps.js';
import { settleAll } from './promotions.service.js';
import { settleAllReferrals } from './referral.service.js';

/**
 * Turns met wagering into cash and forfeits expired bonuses without waiting
 * for the member to look (the member's own reads do it too), pays the
 * cashback of periods closed a few minutes ago and the referral rewards of
 * friends who qualified. A run never
 * overlaps the previous one; 0 disables the timer (tests call settleAll).
 */
export function startPromotionJobs(deps: PromotionsDeps, log: FastifyBaseLogger, intervalMs: number) {
  let running: Promise<unknown> | undefined;
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          running ??= Promise.all([settleAll(deps).then(() => settleAllReferrals(deps)), settleCashback(deps)])
            .catch((error: unknown) => log.error({ err: error }, 'promotion sweep failed'))
            .finally(() => (running = undefined));
        }, intervalMs)
      : undefined;
  timer?.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
