import type { ServiceDeps } from '../../infra/deps.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { MailSender } from '../mail/mail.service.js';
import type { SmsSender } from '../verification/sms-sender.js';
import type { PhoneProofDeps } from '../verification/phone-proof.js';

/** What the players module's services use: the database, the ledger's reads, and the senders of a password reset. */
export interface PlayersDeps extends ServiceDeps, PhoneProofDeps {
  ledger: Ledger;
  mail: MailSender;
  sms: SmsSender;
  /** Origin of the reset link an e-mail carries. */
  publicOrigin: string;
}

/** Whose page it is: the merchant the operator works for, and the member id. */
export interface PlayerKey {
  merchantId: number;
  memberId: number;
}
