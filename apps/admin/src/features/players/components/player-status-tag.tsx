import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlayerRow } from '@app/contract';

export function PlayerStatusTag({ status }: { status: PlayerRow['status'] }) {
  const { t } = useTranslation('players');
  return <Tag color={status === 'active' ? 'green' : 'red'}>{t(`status.${status}`)}</Tag>;
}

export function PlayerKindTag({ kind }: { kind: PlayerRow['kind'] }) {
  const { t } = useTranslation('players');
  const color = kind === 'agent' ? 'purple' : kind === 'trial' ? 'default' : 'blue';
  return <Tag color={color}>{t(`kind.${kind}`)}</Tag>;
}
