import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, Form, Select, Space, Tooltip } from 'antd';
import { DollarOutlined, KeyOutlined, LogoutOutlined, StopOutlined, CheckCircleOutlined, UnlockOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { languages, type Language, type PlayerDetail, type PlayerPasswordResetResult } from '@app/contract';
import { useMe } from '../../../lib/session/use-me';
import type { PlayerAction } from '../api/player-actions';
import { usePlayerAction } from '../api/use-player-action';
import { useAdjustmentModal } from './adjustment-modal';
import { ReasonModal, type ReasonValues } from './reason-modal';

const icons: Record<PlayerAction, ReactNode> = {
  disable: <StopOutlined />,
  enable: <CheckCircleOutlined />,
  logout: <LogoutOutlined />,
  unlock: <UnlockOutlined />,
  passwordReset: <KeyOutlined />,
};

/**
 * The actions on the account, each behind a modal asking why. Shown only to a role that may take them (the server
 * refuses the others anyway): account actions need players.manage, the balance adjustment balance.adjust.
 */
export function PlayerActions({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const { can } = useMe();
  const { open: notify } = useNotification();
  const { run } = usePlayerAction(player.id);
  const adjustment = useAdjustmentModal(player);
  const [action, setAction] = useState<PlayerAction | null>(null);
  const accountActions: PlayerAction[] = [player.status === 'active' ? 'disable' : 'enable', 'logout', 'unlock', 'passwordReset'];

  const submit = async (values: ReasonValues) => {
    if (!action) return;
    const data = await run(action, values.reason, values.language as Language | undefined);
    const sent = action === 'passwordReset' ? (data as PlayerPasswordResetResult) : null;
    const message = sent
      ? t(`actions.passwordReset.sent_${sent.channel}`, { to: sent.sentTo })
      : t(`actions.${action}.done`, { username: player.username });
    notify?.({ type: 'success', message, key: `player-${action}` });
  };

  return (
    <Space wrap>
      {can('players.manage') &&
        accountActions.map((a) => (
          <Button key={a} icon={icons[a]} danger={a === 'disable'} onClick={() => setAction(a)}>
            {t(`actions.${a}.button`)}
          </Button>
        ))}
      {can('balance.adjust') && (
        <Tooltip title={player.kind === 'trial' ? t('adjust.trial') : undefined}>
          <Button type="primary" icon={<DollarOutlined />} disabled={player.kind === 'trial'} onClick={adjustment.open}>
            {t('adjust.button')}
          </Button>
        </Tooltip>
      )}
      {action && (
        <ReasonModal
          open
          title={t(`actions.${action}.title`, { username: player.username })}
          description={t(`actions.${action}.description`)}
          okText={t(`actions.${action}.button`)}
          danger={action === 'disable'}
          initialValues={action === 'passwordReset' ? { language: 'pt' } : undefined}
          extra={
            action === 'passwordReset' && (
              <Form.Item name="language" label={t('actions.passwordReset.language')}>
                <Select options={languages.map((l) => ({ value: l, label: t(`common:languages.${l}`) }))} />
              </Form.Item>
            )
          }
          onSubmit={submit}
          onClose={() => setAction(null)}
        />
      )}
      {adjustment.modal}
    </Space>
  );
}
