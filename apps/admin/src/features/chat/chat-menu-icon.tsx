import { MessageOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useConsole } from './use-console';

/**
 * The menu's icon with the unread count of the active conversations, pushed by the console socket. The menu shows it
 * only to a role with chat.read, so only such operators hold a socket while signed in. Test id: chat-menu-badge.
 */
export function ChatMenuIcon() {
  const { unreadTotal } = useConsole();
  return (
    // The menu spaces a bare icon from its label; a badge around it needs the space of its own.
    <span style={{ display: 'inline-flex', marginInlineEnd: 10 }}>
      <Badge count={unreadTotal} size="small" overflowCount={99} offset={[4, -2]} data-testid="chat-menu-badge">
        <MessageOutlined />
      </Badge>
    </span>
  );
}
