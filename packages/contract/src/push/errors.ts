/** Errors of web push subscriptions (merged into errorList). */
export const pushErrorList = {
  'push.endpoint.refused': { status: 400, messageKey: 'push_endpoint_refused' },
} as const;

export const pushErrorsEn = {
  push_endpoint_refused: 'This browser’s notification service is not supported.',
};

export const pushErrorsPt: typeof pushErrorsEn = {
  push_endpoint_refused: 'O serviço de notificações deste navegador não é compatível.',
};
