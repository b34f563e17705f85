import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PrivacyRequestKind, PrivacyRequestStatus } from '@app/contract';

const statusColors: Record<PrivacyRequestStatus, string> = {
  pending: 'gold',
  processing: 'processing',
  done: 'green',
  refused: 'red',
  failed: 'red',
};

export function PrivacyStatusTag({ status }: { status: PrivacyRequestStatus }) {
  const { t } = useTranslation('privacy');
  return <Tag color={statusColors[status]}>{t(`statuses.${status}`)}</Tag>;
}

export function PrivacyKindTag({ kind }: { kind: PrivacyRequestKind }) {
  const { t } = useTranslation('privacy');
  return <Tag color={kind === 'closure' ? 'volcano' : 'blue'}>{t(`kinds.${kind}`)}</Tag>;
}
