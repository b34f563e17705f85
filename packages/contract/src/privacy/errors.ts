/** Errors of the personal-data calls (merged into errorList). */
export const privacyErrorList = {
  'privacy.export.too.soon': { status: 429, messageKey: 'privacy_export_too_soon' },
  'privacy.export.not.found': { status: 404, messageKey: 'privacy_export_not_found' },
  'privacy.export.not.ready': { status: 409, messageKey: 'privacy_export_not_ready' },
  'privacy.export.expired': { status: 410, messageKey: 'privacy_export_expired' },
  'privacy.password.incorrect': { status: 400, messageKey: 'privacy_password_incorrect' },
  'privacy.closure.balance': { status: 409, messageKey: 'privacy_closure_balance' },
  'privacy.closure.withdrawal.pending': { status: 409, messageKey: 'privacy_closure_withdrawal_pending' },
  'privacy.closure.exists': { status: 409, messageKey: 'privacy_closure_exists' },
  'privacy.account.closing': { status: 403, messageKey: 'privacy_account_closing' },
  'privacy.account.closed': { status: 403, messageKey: 'privacy_account_closed' },
  'privacy.request.not.found': { status: 404, messageKey: 'privacy_request_not_found' },
  'privacy.request.state': { status: 409, messageKey: 'privacy_request_state' },
} as const;

export const privacyErrorsEn = {
  privacy_export_too_soon: 'You can ask for one copy of your data every 24 hours. Try again later.',
  privacy_export_not_found: 'This copy of your data was not found.',
  privacy_export_not_ready: 'Your copy is still being prepared. Try again in a few minutes.',
  privacy_export_expired: 'This copy is no longer available (copies are kept for 7 days). Ask for a new one.',
  privacy_password_incorrect: 'The password is incorrect.',
  privacy_closure_balance:
    'Your account still has a balance. Withdraw it first (or wait for your open bets to settle), then ask again to close the account.',
  privacy_closure_withdrawal_pending: 'You have a withdrawal in progress. Wait until it is paid, then ask again to close the account.',
  privacy_closure_exists: 'You have already asked to close this account.',
  privacy_account_closing:
    'This account is being closed at your request, so it can no longer be used. If you changed your mind, contact support.',
  privacy_account_closed: 'This account was closed at your request.',
  privacy_request_not_found: 'This personal-data request was not found.',
  privacy_request_state: 'This request has already been handled, or cannot be handled this way.',
};

export const privacyErrorsPt: typeof privacyErrorsEn = {
  privacy_export_too_soon: 'Você pode pedir uma cópia dos seus dados a cada 24 horas. Tente de novo mais tarde.',
  privacy_export_not_found: 'Esta cópia dos seus dados não foi encontrada.',
  privacy_export_not_ready: 'Sua cópia ainda está sendo preparada. Tente de novo em alguns minutos.',
  privacy_export_expired: 'Esta cópia não está mais disponível (as cópias ficam 7 dias). Peça uma nova.',
  privacy_password_incorrect: 'A senha está incorreta.',
  privacy_closure_balance:
    'Sua conta ainda tem saldo. Saque o saldo primeiro (ou aguarde suas apostas em aberto terminarem) e peça de novo o encerramento.',
  privacy_closure_withdrawal_pending: 'Você tem um saque em andamento. Aguarde o pagamento e peça de novo o encerramento.',
  privacy_closure_exists: 'Você já pediu o encerramento desta conta.',
  privacy_account_closing: 'Esta conta está sendo encerrada a seu pedido e não pode mais ser usada. Se mudou de ideia, fale com o suporte.',
  privacy_account_closed: 'Esta conta foi encerrada a seu pedido.',
  privacy_request_not_found: 'Esta solicitação de dados pessoais não foi encontrada.',
  privacy_request_state: 'Esta solicitação já foi tratada ou não pode ser tratada assim.',
};
