/**
 * Errors of the barred-persons check (merged into errorList). The registration's refusal is neutral on purpose: it
 * never tells that a CPF is on the regulator's list (the check must not become a public oracle of CPFs).
 */
export const barredErrorList = {
  'register.not.completed': { status: 403, messageKey: 'register_not_completed' },
  'register.check.unavailable': { status: 503, messageKey: 'register_check_unavailable' },
  'barred.account.closed': { status: 403, messageKey: 'barred_account_closed' },
  'barred.sandbox.off': { status: 409, messageKey: 'barred_sandbox_off' },
  'barred.sandbox.entry.exists': { status: 409, messageKey: 'barred_sandbox_entry_exists' },
  'barred.sandbox.entry.not.found': { status: 404, messageKey: 'barred_sandbox_entry_not_found' },
  'barred.run.busy': { status: 409, messageKey: 'barred_run_busy' },
  'barred.not.required': { status: 409, messageKey: 'barred_not_required' },
} as const;

export const barredErrorsEn = {
  register_not_completed: 'We could not complete your registration. If you need help, contact our support.',
  register_check_unavailable: 'We could not finish the registration checks right now. Please try again in a few minutes.',
  barred_account_closed: 'This account was closed under the betting rules. To receive any remaining balance, contact our support.',
  barred_sandbox_off: 'The barred-persons check is not the sandbox: its list is kept by the regulator.',
  barred_sandbox_entry_exists: 'This CPF is already on the sandbox list.',
  barred_sandbox_entry_not_found: 'This entry is not on the sandbox list.',
  barred_run_busy: 'A check of the whole base is running now. Wait for it to finish.',
  barred_not_required: "The merchant's jurisdiction profile does not require the barred-persons check.",
};

export const barredErrorsPt: typeof barredErrorsEn = {
  register_not_completed: 'Não foi possível concluir o cadastro. Se precisar de ajuda, fale com o nosso atendimento.',
  register_check_unavailable: 'Não conseguimos concluir as verificações do cadastro agora. Tente de novo em alguns minutos.',
  barred_account_closed:
    'Esta conta foi encerrada conforme as regras de apostas. Para receber um saldo restante, fale com o nosso atendimento.',
  barred_sandbox_off: 'A consulta de impedidos não é a sandbox: a lista é mantida pelo regulador.',
  barred_sandbox_entry_exists: 'Este CPF já está na lista da sandbox.',
  barred_sandbox_entry_not_found: 'Esta entrada não está na lista da sandbox.',
  barred_run_busy: 'Uma verificação de toda a base está em andamento. Aguarde o fim.',
  barred_not_required: 'O perfil de jurisdição deste operador não exige a consulta de impedidos.',
};
