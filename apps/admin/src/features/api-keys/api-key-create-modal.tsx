import { useTranslation } from 'react-i18next';
import type { HttpError } from '@refinedev/core';
import type { UseModalFormReturnType } from '@refinedev/antd';
import { Alert, Form, Input, Modal, Select } from 'antd';
import type { ApiKeyCreateBody, ApiKeyCreated } from '@app/contract';
import { roleOptions } from '../../lib/ui/role-tag';

type CreateForm = UseModalFormReturnType<ApiKeyCreated, HttpError, ApiKeyCreateBody>;

/** A new key's name and role, in a modal over the list (refine's useModalForm). */
export function ApiKeyCreateModal({ modalProps, formProps }: Pick<CreateForm, 'modalProps' | 'formProps'>) {
  const { t } = useTranslation('team');
  const required = { required: true, message: t('common:fields.required') };
  return (
    <Modal {...modalProps} title={t('apiKeys.createTitle')}>
      <Alert type="info" showIcon message={t('apiKeys.createIntro')} style={{ marginBottom: 16 }} />
      <Form {...formProps} name="apiKeyCreate" layout="vertical">
        <Form.Item name="name" label={t('apiKeys.name')} rules={[required, { max: 80 }]}>
          <Input maxLength={80} autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t('apiKeys.role')} rules={[required]}>
          <Select options={roleOptions(t)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
