import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { mailSenderOf, type MailSender } from '../mail/mail.service.js';
import type { PhoneProofDeps } from '../verification/phone-proof.js';
import type { SmsSender } from '../verification/sms-sender.js';
import { smsSenderOf } from '../verification/verification.module.js';
import { playerActionsRoutes } from './player-actions.routes.js';
import { playerHistoryRoutes } from './player-history.routes.js';
import { playersRoutes } from './players.routes.js';

export interface PlayersModuleOptions extends PhoneProofDeps {
  ledger: Ledger;
  config: Pick<AppConfig, 'mail' | 'sms' | 'publicOrigin'>;
  /** The app's replacements of the configured senders (tests), as the recovery and verification modules get them. */
  senders: { mailSender?: MailSender | undefined; smsSender?: SmsSender | undefined };
  operator: OperatorRoutes;
}

/**
 * The back office's players (issue 29): the search, a player's page and histories, notes, and the support actions,
 * all in the operator scope. It owns only the notes; everything else it reads through the owning modules' views
 * and services, and changes through their services.
 */
export const playersModule = fp<PlayersModuleOptions>(
  async (_app, { config, senders, operator, ...base }) => {
    const deps = {
      ...base,
      mail: senders.mailSender ?? mailSenderOf(config.mail, base.db),
      sms: senders.smsSender ?? smsSenderOf(config.sms, base),
      publicOrigin: config.publicOrigin,
    };
    operator.add(playersRoutes, deps);
    operator.add(playerHistoryRoutes, deps);
    operator.add(playerActionsRoutes, deps);
  },
  { name: 'players' },
);
