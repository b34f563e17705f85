/** Errors of the live-chat console (merged into errorList). */
export const chatErrorList = {
  'chat.conversation.closed': { status: 409, messageKey: 'chat_conversation_closed' },
  'chat.assignee.invalid': { status: 400, messageKey: 'chat_assignee_invalid' },
  'chat.canned.not.found': { status: 404, messageKey: 'chat_canned_not_found' },
} as const;

export const chatErrorsEn = {
  chat_conversation_closed: 'This conversation is closed. The player starts a new one by writing again.',
  chat_assignee_invalid: 'This operator cannot answer chats (unknown, disabled or without the reply permission).',
  chat_canned_not_found: 'This canned reply does not exist.',
};

export const chatErrorsPt: typeof chatErrorsEn = {
  chat_conversation_closed: 'Esta conversa foi encerrada. O jogador inicia outra ao escrever de novo.',
  chat_assignee_invalid: 'Este operador não pode atender chats (desconhecido, desativado ou sem a permissão de responder).',
  chat_canned_not_found: 'Esta resposta pronta não existe.',
};
