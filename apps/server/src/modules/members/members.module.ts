import fp from 'fastify-plugin';
import type { HumanCheckGuard } from '../captcha/challenge.guard.js';
import type { SealContext } from '../crypto/sealed-body.js';
import type { PhoneProofDeps } from '../verification/phone-proof.js';
import { membersRoutes } from './members.routes.js';

export interface MembersModuleOptions extends SealContext, PhoneProofDeps {
  requireHuman: HumanCheckGuard;
  /** REGISTRATIONS_PER_ADDRESS_HOUR. */
  registrationsPerAddressHour: number;
}

/** Registration (username and mobile forms), the member's info and funds, affiliate checks. */
export const membersModule = fp<MembersModuleOptions>(
  async (app, deps) => {
    await app.register(membersRoutes, deps);
  },
  { name: 'members' },
);
