import { useCustomMutation } from '@refinedev/core';
import { App } from 'antd';
import { API, type ChatConversation, type ChatMessage } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { errorText } from '../../lib/i18n/error-text';

/**
 * The console's actions, each a call the server checks (chat.reply) and audits: answer, assign (take, hand over, back
 * to the queue) and close. The consoles learn the outcome from the socket's pushes, this one included; a refusal is
 * shown as the server's translated error.
 */
export function useChatActions() {
  const { message } = App.useApp();
  const { mutateAsync, mutation } = useCustomMutation();
  const send = async <T>(url: string, values: object): Promise<T | undefined> => {
    try {
      const { data } = await mutateAsync({ url, method: 'post', values, successNotification: false, errorNotification: false });
      return data as T;
    } catch (error) {
      void message.error(errorText(error));
      return undefined;
    }
  };
  return {
    pending: mutation.isPending,
    reply: (id: number, body: string) => send<ChatMessage>(fillPath(API.operatorChatMessages, { id }), { body }),
    assign: (id: number, operatorId: number | null) => send<ChatConversation>(fillPath(API.operatorChatAssign, { id }), { operatorId }),
    close: (id: number) => send<ChatConversation>(fillPath(API.operatorChatClose, { id }), {}),
  };
}

export type ChatActions = ReturnType<typeof useChatActions>;
