import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateAuthStore } from '@refinedev/core';
import { Alert, App, Button, Form, Input } from 'antd';
import { fetchMe, rememberMe } from '../../lib/session/me';
import { errorText, fieldErrors } from '../../lib/i18n/error-text';
import { changeOwnPassword } from './session-api';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/**
 * The operator's own password change. The identity is read again afterwards: a forced change clears
 * `mustChangePassword`, which lets the operator into the rest of the back office.
 */
export function PasswordChangeForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('session');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const invalidateAuth = useInvalidateAuthStore();
  const change = useMutation({
    mutationFn: async ({ oldPassword, newPassword }: PasswordValues) => {
      await changeOwnPassword({ oldPassword, newPassword });
      rememberMe(await fetchMe());
      await invalidateAuth();
    },
    onSuccess: () => {
      form.resetFields();
      void message.success(t('password.done'));
      onDone?.();
    },
    onError: (error) => {
      const fields = Object.entries(fieldErrors(error)).map(([name, text]) => ({ name: name as keyof PasswordValues, errors: [text] }));
      form.setFields(fields);
    },
  });
  const required = { required: true, message: t('common:fields.required') };

  return (
    <Form<PasswordValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => change.mutate(values)}>
      {change.error && <Alert type="error" showIcon message={errorText(change.error)} style={{ marginBottom: 16 }} />}
      <Form.Item name="oldPassword" label={t('password.old')} rules={[required]}>
        <Input.Password autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('password.new')}
        extra={t('password.hint')}
        rules={[
          required,
          { min: 12, message: t('common:fields.operator_password_short') },
          { max: 128, message: t('common:fields.operator_password_long') },
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('password.confirm')}
        dependencies={['newPassword']}
        rules={[
          required,
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('common:fields.passwords_differ'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('password.submit')}
      </Button>
    </Form>
  );
}
