/** Errors of a member's two-step verification (merged into errorList). */
export const twoFactorErrorList = {
  'two.factor.code.invalid': { status: 400, messageKey: 'two_factor_code_invalid' },
  'two.factor.challenge.invalid': { status: 401, messageKey: 'two_factor_challenge_invalid' },
  'two.factor.attempts.exceeded': { status: 429, messageKey: 'two_factor_attempts_exceeded' },
  'two.factor.already.on': { status: 409, messageKey: 'two_factor_already_on' },
  'two.factor.not.on': { status: 409, messageKey: 'two_factor_not_on' },
  'two.factor.setup.missing': { status: 409, messageKey: 'two_factor_setup_missing' },
  'two.factor.password.incorrect': { status: 400, messageKey: 'two_factor_password_incorrect' },
  'two.factor.password.missing': { status: 409, messageKey: 'two_factor_password_missing' },
} as const;

export const twoFactorErrorsEn = {
  two_factor_code_invalid: 'Wrong or already used code. Type the current code of your authenticator app or a backup code.',
  two_factor_challenge_invalid: 'The verification expired or was closed. Log in again.',
  two_factor_attempts_exceeded: 'Too many wrong codes. Log in again with your password.',
  two_factor_already_on: 'Two-step verification is already on.',
  two_factor_not_on: 'Two-step verification is not on.',
  two_factor_setup_missing: 'Start the setup again: this QR code is no longer valid.',
  two_factor_password_incorrect: 'The login password is incorrect.',
  two_factor_password_missing: 'Set a login password first: two-step verification asks for it.',
};

export const twoFactorErrorsPt: typeof twoFactorErrorsEn = {
  two_factor_code_invalid: 'Código errado ou já usado. Digite o código atual do app autenticador ou um código de backup.',
  two_factor_challenge_invalid: 'A verificação expirou ou foi encerrada. Entre novamente.',
  two_factor_attempts_exceeded: 'Muitos códigos errados. Entre novamente com a sua senha.',
  two_factor_already_on: 'A verificação em duas etapas já está ativada.',
  two_factor_not_on: 'A verificação em duas etapas não está ativada.',
  two_factor_setup_missing: 'Comece a configuração de novo: este código QR não vale mais.',
  two_factor_password_incorrect: 'A senha de acesso está incorreta.',
  two_factor_password_missing: 'Defina uma senha de acesso primeiro: a verificação em duas etapas pede por ela.',
};
