/** Errors of player limits, pauses and self-exclusion (merged into errorList). */
export const protectionErrorList = {
  'limits.required': { status: 403, messageKey: 'limits_required' },
  'limits.loss.reached': { status: 403, messageKey: 'limits_loss_reached' },
  'limits.bet.reached': { status: 403, messageKey: 'limits_bet_reached' },
  'limits.deposit.reached': { status: 403, messageKey: 'limits_deposit_reached' },
  'limits.time.reached': { status: 403, messageKey: 'limits_time_reached' },
  'limits.value.invalid': { status: 400, messageKey: 'limits_value_invalid' },
  'limits.not.removable': { status: 400, messageKey: 'limits_not_removable' },
  'limits.no.pending': { status: 409, messageKey: 'limits_no_pending' },
  'limits.cooling.off': { status: 409, messageKey: 'limits_cooling_off' },
  'protection.paused': { status: 403, messageKey: 'protection_paused' },
  'protection.excluded': { status: 403, messageKey: 'protection_excluded' },
  'protection.already.excluded': { status: 409, messageKey: 'protection_already_excluded' },
  'identity.unverified': { status: 403, messageKey: 'identity_unverified' },
  'protection.restricted': { status: 403, messageKey: 'protection_restricted' },
} as const;

export const protectionErrorsEn = {
  limits_required: 'Set your loss limit and time limit before you play or deposit.',
  limits_loss_reached: 'You have reached your loss limit for this period.',
  limits_bet_reached: 'You have reached your betting limit for this period.',
  limits_deposit_reached: 'This deposit would exceed your deposit limit for this period.',
  limits_time_reached: 'You have reached your time limit for this period. You can come back when it ends.',
  limits_value_invalid:
    'A money limit must be between R$ 1.00 and R$ 1,000,000.00, and a time limit between 15 minutes and the length of its period.',
  limits_not_removable: 'This limit is required and cannot be removed.',
  limits_no_pending: 'There is no limit change waiting for your confirmation.',
  limits_cooling_off: 'A raised limit takes effect only after 24 hours; confirm it after that.',
  protection_paused: 'Your account is paused until the end of the pause you chose.',
  protection_excluded: 'Your account is self-excluded. Betting and deposits are not available.',
  protection_already_excluded: 'Your account is already paused or excluded for longer.',
  identity_unverified: 'Verify your identity to deposit and play.',
  protection_restricted: 'Your account cannot bet or deposit. You can still withdraw your balance.',
};

export const protectionErrorsPt: typeof protectionErrorsEn = {
  limits_required: 'Defina seu limite de perdas e seu limite de tempo antes de jogar ou depositar.',
  limits_loss_reached: 'Você atingiu seu limite de perdas neste período.',
  limits_bet_reached: 'Você atingiu seu limite de apostas neste período.',
  limits_deposit_reached: 'Este depósito ultrapassaria seu limite de depósitos neste período.',
  limits_time_reached: 'Você atingiu seu limite de tempo neste período. Volte quando ele terminar.',
  limits_value_invalid:
    'Um limite em dinheiro deve ficar entre R$ 1,00 e R$ 1.000.000,00, e um limite de tempo entre 15 minutos e a duração do período.',
  limits_not_removable: 'Este limite é obrigatório e não pode ser removido.',
  limits_no_pending: 'Não há alteração de limite aguardando sua confirmação.',
  limits_cooling_off: 'Um limite aumentado só vale depois de 24 horas; confirme após esse prazo.',
  protection_paused: 'Sua conta está em pausa até o fim do período que você escolheu.',
  protection_excluded: 'Sua conta está em autoexclusão. Apostas e depósitos não estão disponíveis.',
  protection_already_excluded: 'Sua conta já está em pausa ou excluída por mais tempo.',
  identity_unverified: 'Verifique sua identidade para depositar e jogar.',
  protection_restricted: 'Sua conta não pode apostar nem depositar. Você ainda pode sacar seu saldo.',
};
