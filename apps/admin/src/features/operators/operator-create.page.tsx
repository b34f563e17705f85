import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation, type HttpError } from '@refinedev/core';
import { Create, useForm } from '@refinedev/antd';
import { Alert, Form, Input } from 'antd';
import type { OperatorAccount, OperatorCreateBody } from '@app/contract';
import { ShownOnceModal } from '../../lib/ui/shown-once-modal';
import { OperatorFields } from './operator-fields';
import { temporaryPassword } from './temporary-password';

type CreateValues = Omit<OperatorCreateBody, 'password'>;

/**
 * A new operator with a temporary password made here and shown once: the server keeps only its hash and asks the
 * operator for their own password (and their second factor) at first sign-in.
 */
export function OperatorCreatePage() {
  const { t } = useTranslation('team');
  const { list } = useNavigation();
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const { formProps, saveButtonProps, onFinish } = useForm<OperatorAccount, HttpError, OperatorCreateBody>({
    resource: 'operators',
    action: 'create',
    redirect: false,
    onMutationSuccess: ({ data }, variables) => setCreated({ username: data.username, password: variables.password }),
  });

  return (
    <Create saveButtonProps={saveButtonProps}>
      <Alert type="info" showIcon message={t('operators.createIntro')} style={{ marginBottom: 24, maxWidth: 720 }} />
      <Form
        {...formProps}
        layout="vertical"
        style={{ maxWidth: 480 }}
        onFinish={(values: CreateValues) => onFinish({ ...values, password: temporaryPassword() })}
      >
        <Form.Item
          name="username"
          label={t('operators.username')}
          rules={[
            { required: true, message: t('common:fields.required') },
            { pattern: /^[a-z0-9][a-z0-9._-]{2,39}$/i, message: t('common:fields.operator_username_format') },
          ]}
        >
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
        <OperatorFields />
      </Form>
      <ShownOnceModal
        title={t('operators.createdTitle')}
        label={t('operators.temporaryPassword', { username: created?.username })}
        secret={created?.password ?? null}
        onClose={() => list('operators')}
      />
    </Create>
  );
}
