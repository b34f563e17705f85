/** Paths of the live-chat console's calls (merged into API); inside the one /wps/operator scope. */
export const CHAT_API = {
  operatorChatTicket: '/wps/operator/chat/ticket',
  operatorChatSocket: '/wps/operator/chat/ws',
  operatorChatAgents: '/wps/operator/chat/agents',
  operatorChatAssign: '/wps/operator/chat/conversations/:id/assign',
  operatorChatClose: '/wps/operator/chat/conversations/:id/close',
  operatorChatHistory: '/wps/operator/chat/conversations/:id/history',
  operatorChatCanned: '/wps/operator/chat/canned',
  operatorChatCannedItem: '/wps/operator/chat/canned/:id',
} as const;
