import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdate, type HttpError } from '@refinedev/core';
import { App, Button, Card, Flex, Popconfirm } from 'antd';
import { KeyOutlined, SafetyOutlined } from '@ant-design/icons';
import type { OperatorAccount, OperatorUpdateBody } from '@app/contract';
import { ShownOnceModal } from '../../lib/ui/shown-once-modal';
import { temporaryPassword } from './temporary-password';

/** An admin's help for an operator who lost their password or their phone; both end the operator's sessions. */
export function OperatorSecurity({ operator }: { operator: OperatorAccount }) {
  const { t } = useTranslation('team');
  const { message } = App.useApp();
  const [password, setPassword] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const { mutateAsync } = useUpdate<OperatorAccount, HttpError, OperatorUpdateBody>();
  const update = (values: OperatorUpdateBody, onSuccess: () => void) => {
    setPending(true);
    // A failure is shown by refine's error notification; only success has more to do here.
    mutateAsync({ resource: 'operators', id: operator.id, values, successNotification: false })
      .then(onSuccess, () => undefined)
      .finally(() => setPending(false));
  };

  const resetPassword = () => {
    const next = temporaryPassword();
    update({ password: next }, () => setPassword(next));
  };
  const resetTotp = () => update({ resetTotp: true }, () => void message.success(t('operators.resetTotpDone')));

  return (
    <Card title={t('operators.security')} size="small" style={{ marginTop: 24, maxWidth: 720 }}>
      <Flex gap={12} wrap>
        <Popconfirm title={t('operators.resetPasswordConfirm')} onConfirm={resetPassword} okButtonProps={{ loading: isPending }}>
          <Button icon={<KeyOutlined />}>{t('operators.resetPassword')}</Button>
        </Popconfirm>
        <Popconfirm title={t('operators.resetTotpConfirm')} onConfirm={resetTotp} okButtonProps={{ loading: isPending }}>
          <Button icon={<SafetyOutlined />} disabled={!operator.totpEnrolled}>
            {t('operators.resetTotp')}
          </Button>
        </Popconfirm>
      </Flex>
      <ShownOnceModal
        title={t('operators.newPasswordTitle')}
        label={t('operators.temporaryPassword', { username: operator.username })}
        secret={password}
        onClose={() => setPassword(null)}
      />
    </Card>
  );
}
