import { useTranslation } from 'react-i18next';
import { Form, Input, Radio, Select } from 'antd';
import { roleOptions } from '../../lib/ui/role-tag';

/** Name and role, shared by the create and edit forms; the status only exists once the operator does. */
export function OperatorFields({ withStatus = false }: { withStatus?: boolean }) {
  const { t } = useTranslation('team');
  const required = { required: true, message: t('common:fields.required') };
  return (
    <>
      <Form.Item name="displayName" label={t('operators.displayName')} rules={[required, { max: 80 }]}>
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item name="role" label={t('operators.role')} rules={[required]}>
        <Select options={roleOptions(t)} style={{ maxWidth: 320 }} />
      </Form.Item>
      {withStatus && (
        <Form.Item name="status" label={t('operators.status')} rules={[required]}>
          <Radio.Group
            optionType="button"
            options={(['active', 'disabled'] as const).map((value) => ({ value, label: t(`operators.statuses.${value}`) }))}
          />
        </Form.Item>
      )}
    </>
  );
}
