import { useTranslation } from 'react-i18next';
import { useCan, useDelete } from '@refinedev/core';
import { Button, Popconfirm } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import type { ApiKey } from '@app/contract';

/** Revoking is the key's DELETE; the row stays in the list, marked revoked. Hidden from roles that cannot manage. */
export function ApiKeyRevokeButton({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation('team');
  const { data: access } = useCan({ resource: 'api-keys', action: 'delete' });
  const { mutate, mutation } = useDelete<ApiKey>();
  if (!access?.can || apiKey.revokedAt) return null;
  return (
    <Popconfirm
      title={t('apiKeys.revokeConfirm')}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      onConfirm={() =>
        mutate({
          resource: 'api-keys',
          id: apiKey.id,
          mutationMode: 'pessimistic',
          successNotification: () => ({ type: 'success', message: t('apiKeys.revokedDone') }),
        })
      }
    >
      <Button size="small" danger icon={<StopOutlined />}>
        {t('apiKeys.revoke')}
      </Button>
    </Popconfirm>
  );
}
