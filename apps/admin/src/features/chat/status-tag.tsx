import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatStatus } from '@app/contract';

const colors: Record<ChatStatus, string> = { open: 'gold', assigned: 'blue', closed: 'default' };

export function StatusTag({ status }: { status: ChatStatus }) {
  const { t } = useTranslation('chat');
  return (
    <Tag color={colors[status]} data-testid="chat-status">
      {t(`statuses.${status}`)}
    </Tag>
  );
}
