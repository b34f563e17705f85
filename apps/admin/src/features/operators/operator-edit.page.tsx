import { useTranslation } from 'react-i18next';
import type { HttpError } from '@refinedev/core';
import { Edit, useForm } from '@refinedev/antd';
import { Alert, Form } from 'antd';
import type { OperatorAccount, OperatorUpdateBody } from '@app/contract';
import { useMe } from '../../lib/session/use-me';
import { OperatorFields } from './operator-fields';
import { OperatorSecurity } from './operator-security';

/**
 * Another operator's name, role and status, and the access resets. Any change ends that operator's sessions (the
 * server's rule), and nobody edits themselves here: their own password is on "my account".
 */
export function OperatorEditPage() {
  const { t } = useTranslation('team');
  const { me } = useMe();
  const { formProps, saveButtonProps, query, id } = useForm<OperatorAccount, HttpError, OperatorUpdateBody>({
    resource: 'operators',
    action: 'edit',
  });
  const operator = query?.data?.data;
  const self = me !== undefined && String(me.id) === String(id);

  return (
    <Edit saveButtonProps={{ ...saveButtonProps, disabled: self }} canDelete={false} title={operator?.username}>
      {self && <Alert type="warning" showIcon message={t('operators.self')} style={{ marginBottom: 24, maxWidth: 720 }} />}
      <Form {...formProps} layout="vertical" disabled={self} style={{ maxWidth: 480 }}>
        <OperatorFields withStatus />
      </Form>
      {operator && !self && <OperatorSecurity operator={operator} />}
    </Edit>
  );
}
