import { backofficeErrorList } from './backoffice/errors.js';
import { barredErrorList } from './barred/errors.js';
import { agentsOperatorErrorList } from './agents/operator-errors.js';
import { gamesErrorList } from './games/errors.js';
import { kycErrorList } from './kyc/errors.js';
import { chatErrorList } from './chat/errors.js';
import { pushErrorList } from './push/errors.js';
import { twoFactorErrorList } from './auth/two-factor-errors.js';
import { protectionErrorList } from './protection/errors.js';
import { regulatorErrorList } from './regulator/errors.js';
import { privacyErrorList } from './privacy/errors.js';
import { rewardsErrorList } from './rewards/errors.js';
import { jobsErrorList } from './jobs/errors.js';

/**
 * The one list of errors the platform answers with. Keys are stable dotted
 * strings that clients may branch on; `status` is the HTTP status; `messageKey`
 * names the translated text in the `errors` i18n namespace (see ./i18n).
 */
export const errorList = {
  'system.unknown': { status: 500, messageKey: 'unknown' },
  'system.unavailable': { status: 503, messageKey: 'unavailable' },
  'system.maintenance': { status: 503, messageKey: 'maintenance' },
  'request.invalid': { status: 400, messageKey: 'request_invalid' },
  'request.not.found': { status: 404, messageKey: 'url_empty' },
  'request.too.large': { status: 413, messageKey: 'too_large' },
  'request.unsupported.media': { status: 415, messageKey: 'unsupported_media' },
  'request.rate.limited': { status: 429, messageKey: 'rate_limited' },
  'access.denied.location': { status: 403, messageKey: 'location_denied' },
  'permission.denied': { status: 403, messageKey: 'no_permission' },
  'login.not.session': { status: 401, messageKey: 'not_logged_in' },
  'login.logged.out': { status: 401, messageKey: 'logged_out' },
  'operator.unauthorized': { status: 401, messageKey: 'operator_unauthorized' },
  'merchant.not.found': { status: 404, messageKey: 'merchant_not_found' },
  'encryption.required': { status: 400, messageKey: 'encryption_required' },
  'encryption.invalid': { status: 400, messageKey: 'encryption_invalid' },
  'encryption.replayed': { status: 400, messageKey: 'encryption_replayed' },
  'captcha.invalid': { status: 400, messageKey: 'captcha_invalid' },
  'captcha.proof.invalid': { status: 400, messageKey: 'human_check_failed' },
  'captcha.provider.unavailable': { status: 503, messageKey: 'human_check_unavailable' },
  'captcha.required': { status: 400, messageKey: 'captcha_required' },
  'login.credentials.invalid': { status: 401, messageKey: 'login_failed' },
  'login.account.locked': { status: 429, messageKey: 'account_locked' },
  'login.member.disabled': { status: 403, messageKey: 'user_disabled' },
  'login.non.member': { status: 403, messageKey: 'non_member' },
  'login.non.agent': { status: 403, messageKey: 'non_agent' },
  'register.method.disabled': { status: 403, messageKey: 'register_disabled' },
  'register.username.exists': { status: 409, messageKey: 'username_exists' },
  'register.mobile.exists': { status: 409, messageKey: 'mobile_exists' },
  'register.idnumber.exists': { status: 409, messageKey: 'idnumber_exists' },
  'register.affiliate.invalid': { status: 400, messageKey: 'invitation_code_error' },
  'sms.code.invalid': { status: 400, messageKey: 'verification_code_error' },
  'sms.code.expired': { status: 400, messageKey: 'verification_code_expired' },
  'sms.rate.limited': { status: 429, messageKey: 'sms_rate_limited' },
  'sms.send.failed': { status: 502, messageKey: 'sms_send_failed' },
  'phone.verification.disabled': { status: 403, messageKey: 'phone_verification_disabled' },
  'phone.verification.invalid': { status: 400, messageKey: 'phone_verification_invalid' },
  'phone.verification.expired': { status: 400, messageKey: 'phone_verification_expired' },
  'phone.verification.mismatch': { status: 400, messageKey: 'phone_verification_mismatch' },
  'free.reject': { status: 403, messageKey: 'free_reject' },
  'modify.new.old.same': { status: 400, messageKey: 'new_old_same' },
  'password.old.incorrect': { status: 400, messageKey: 'old_password_incorrect' },
  'password.reset.invalid': { status: 400, messageKey: 'reset_link_invalid' },
  'login.social.invalid': { status: 401, messageKey: 'social_login_failed' },
  'login.social.disabled': { status: 403, messageKey: 'social_login_disabled' },
  'mail.send.failed': { status: 502, messageKey: 'mail_send_failed' },
  'member.not.found': { status: 404, messageKey: 'member_not_found' },
  'profile.idnumber.locked': { status: 409, messageKey: 'idnumber_locked' },
  'wallet.insufficient.funds': { status: 400, messageKey: 'insufficient_funds' },
  'wallet.not.found': { status: 400, messageKey: 'wallet_not_found' },
  'wallet.balance.limit': { status: 409, messageKey: 'balance_limit' },
  'statement.too.large': { status: 400, messageKey: 'statement_too_large' },
  'idempotency.conflict': { status: 409, messageKey: 'idempotency_conflict' },
  'amount.below.minimum': { status: 400, messageKey: 'amount_below_minimum' },
  'amount.above.maximum': { status: 400, messageKey: 'amount_above_maximum' },
  'amount.daily.limit': { status: 400, messageKey: 'amount_daily_limit' },
  'deposit.channel.not.found': { status: 404, messageKey: 'deposit_channel_not_found' },
  'deposit.not.found': { status: 404, messageKey: 'deposit_not_found' },
  'withdrawal.not.found': { status: 404, messageKey: 'withdrawal_not_found' },
  'withdrawal.state.invalid': { status: 409, messageKey: 'withdrawal_state_invalid' },
  'payment.password.required': { status: 400, messageKey: 'payment_password_required' },
  'payment.password.incorrect': { status: 400, messageKey: 'payment_password_incorrect' },
  'payout.account.not.found': { status: 404, messageKey: 'payout_account_not_found' },
  'payout.account.cpf.mismatch': { status: 400, messageKey: 'payout_cpf_mismatch' },
  'payout.account.key.invalid': { status: 400, messageKey: 'payout_key_invalid' },
  'payout.account.limit': { status: 400, messageKey: 'payout_account_limit' },
  'payout.account.exists': { status: 409, messageKey: 'payout_account_exists' },
  'payout.account.cpf.missing': { status: 400, messageKey: 'payout_cpf_missing' },
  'payout.key.owner.mismatch': { status: 400, messageKey: 'payout_key_owner_mismatch' },
  'payout.key.not.found': { status: 400, messageKey: 'payout_key_not_found' },
  'payout.key.lookup.failed': { status: 503, messageKey: 'payout_key_lookup_failed' },
  'payment.provider.failed': { status: 502, messageKey: 'payment_provider_failed' },
  'pix.webhook.invalid': { status: 401, messageKey: 'pix_webhook_invalid' },
  'pix.charge.not.payable': { status: 409, messageKey: 'pix_charge_not_payable' },
  'seamless.signature.invalid': { status: 401, messageKey: 'seamless_signature_invalid' },
  'seamless.player.unknown': { status: 404, messageKey: 'seamless_player_unknown' },
  'seamless.currency.mismatch': { status: 400, messageKey: 'seamless_currency_mismatch' },
  'seamless.round.closed': { status: 409, messageKey: 'seamless_round_closed' },
  'seamless.rollback.refused': { status: 409, messageKey: 'seamless_rollback_refused' },
  'seamless.token.invalid': { status: 401, messageKey: 'seamless_token_invalid' },
  'game.not.found': { status: 404, messageKey: 'game_not_found' },
  'round.not.found': { status: 404, messageKey: 'round_not_found' },
  'game.trial.unsupported': { status: 403, messageKey: 'game_trial_unsupported' },
  'game.launch.failed': { status: 502, messageKey: 'game_launch_failed' },
  'favourite.limit': { status: 400, messageKey: 'favourite_limit' },
  'promotion.not.found': { status: 404, messageKey: 'promotion_not_found' },
  'promotion.not.open': { status: 409, messageKey: 'promotion_not_open' },
  'promotion.already.joined': { status: 409, messageKey: 'promotion_already_joined' },
  'promotion.not.eligible': { status: 409, messageKey: 'promotion_not_eligible' },
  'promotion.forbidden.jurisdiction': { status: 403, messageKey: 'promotion_forbidden_jurisdiction' },
  'signin.already.today': { status: 409, messageKey: 'signin_already_today' },
  'application.pending': { status: 409, messageKey: 'application_pending' },
  'application.state.invalid': { status: 409, messageKey: 'application_state_invalid' },
  'application.not.found': { status: 404, messageKey: 'application_not_found' },
  'content.not.found': { status: 404, messageKey: 'content_not_found' },
  'inbox.not.found': { status: 404, messageKey: 'inbox_not_found' },
  'chat.ticket.invalid': { status: 401, messageKey: 'chat_ticket_invalid' },
  'chat.rate.limited': { status: 429, messageKey: 'chat_rate_limited' },
  'chat.conversation.not.found': { status: 404, messageKey: 'chat_conversation_not_found' },
  'agent.rate.above.parent': { status: 400, messageKey: 'agent_rate_above_parent' },
  'agent.not.direct': { status: 403, messageKey: 'agent_not_direct' },
  'agent.contract.not.found': { status: 404, messageKey: 'agent_contract_not_found' },
  'agent.contract.state': { status: 409, messageKey: 'agent_contract_state' },
  'agent.contract.exists': { status: 409, messageKey: 'agent_contract_exists' },
  'agent.period.open': { status: 409, messageKey: 'agent_period_open' },
  ...rewardsErrorList,
  ...protectionErrorList,
  ...backofficeErrorList,
  ...regulatorErrorList,
  ...barredErrorList,
  ...agentsOperatorErrorList,
  ...gamesErrorList,
  ...kycErrorList,
  ...privacyErrorList,
  ...chatErrorList,
  ...pushErrorList,
  ...twoFactorErrorList,
  ...jobsErrorList,
} as const satisfies Record<string, { status: number; messageKey: string }>;

export type ErrorCode = keyof typeof errorList;

export const errorCodes = Object.keys(errorList) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorList, value);
}
