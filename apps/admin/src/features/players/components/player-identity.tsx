import { useState } from 'react';
import { Button, Descriptions, Space, Tag, Tooltip, Typography } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PlayerDetail } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';
import { formatCpf, maskCpf } from '../../../lib/format/cpf';
import { PlayerKindTag, PlayerStatusTag } from './player-status-tag';

/** The CPF masked until the operator asks to see it whole. */
function Cpf({ cpf }: { cpf: string | null }) {
  const { t } = useTranslation('players');
  const [shown, setShown] = useState(false);
  if (!cpf) return <>—</>;
  return (
    <Space size={4} style={{ whiteSpace: 'nowrap' }}>
      <Typography.Text copyable={shown ? { text: cpf } : false}>{shown ? formatCpf(cpf) : maskCpf(cpf)}</Typography.Text>
      <Tooltip title={t(shown ? 'header.hideCpf' : 'header.showCpf')}>
        <Button size="small" type="text" icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />} onClick={() => setShown(!shown)} />
      </Tooltip>
    </Space>
  );
}

/** Who the player is and the state of their sign-in. */
export function PlayerIdentity({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const format = useFormat();
  const locked = player.loginLock.lockedUntil !== null && Date.parse(player.loginLock.lockedUntil) > Date.now();
  const dash = (value: string | null) => value || '—';
  return (
    <Descriptions size="small" column={3} bordered>
      <Descriptions.Item label={t('fields.id')}>{player.id}</Descriptions.Item>
      <Descriptions.Item label={t('fields.name')}>{dash(player.name)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.nickname')}>{dash(player.nickname)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.cpf')}>
        <Cpf cpf={player.cpf} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.mobile')}>
        <span style={{ whiteSpace: 'nowrap' }}>{dash(player.mobile)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.email')}>{dash(player.email)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.status')}>
        <PlayerStatusTag status={player.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.kind')}>
        <PlayerKindTag kind={player.kind} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.vip')}>
        <Tag color="gold">{t('header.vip', { level: player.vip.level, name: player.vip.name })}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.registeredAt')}>
        {format.dateTime(player.registeredAt)}
        {player.registerIp && <Typography.Text type="secondary"> · {player.registerIp}</Typography.Text>}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.lastLoginAt')}>
        {player.lastLogin ? `${format.dateTime(player.lastLogin.at)} · ${player.lastLogin.ip}` : t('common:never')}
      </Descriptions.Item>
      <Descriptions.Item label={t('header.signIn')}>
        <Space size={4} wrap>
          {locked && (
            <Tag icon={<LockOutlined />} color="red">
              {t('header.lockedUntil', { at: format.dateTime(player.loginLock.lockedUntil) })}
            </Tag>
          )}
          <Typography.Text type="secondary">
            {t('header.failures', { count: player.loginLock.recentFailures })} · {t('header.sessions', { count: player.liveSessions })}
          </Typography.Text>
        </Space>
      </Descriptions.Item>
    </Descriptions>
  );
}
