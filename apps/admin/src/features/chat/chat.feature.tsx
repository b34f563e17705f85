import { Outlet, Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { ChatMenuIcon } from './chat-menu-icon';
import { ChatPage } from './chat.page';
import { CHAT_PATH } from './paths';

const access = { read: 'chat.read', manage: 'chat.reply' } as const;

/**
 * The live-chat console (issue 31 item 6): conversations pushed over a WebSocket, answers, assignment, closing, the
 * player's earlier conversations and the canned replies. Watching needs chat.read; every action needs chat.reply.
 */
export const chatFeature: AdminFeature = {
  // The canned replies are a tab of the one page: a resource for the data provider, not a menu entry.
  resources: [{ name: 'chat', list: CHAT_PATH, meta: { icon: <ChatMenuIcon /> } }, { name: 'chat-canned' }],
  routes: {
    chat: { path: API.operatorChatConversations, paging: 'none' },
    'chat-canned': { path: API.operatorChatCanned, item: API.operatorChatCannedItem, paging: 'none', updateMethod: 'PUT' },
  },
  access: { chat: access, 'chat-canned': access },
  pages: (
    <Route
      path={CHAT_PATH}
      element={
        <CanAccess resource="chat" action="list" fallback={<Denied />}>
          <Outlet />
        </CanAccess>
      }
    >
      <Route index element={<ChatPage />} />
    </Route>
  ),
};
