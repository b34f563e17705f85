import { useTranslation } from 'react-i18next';
import { Button, DatePicker, Flex, Form, Input, Select, type FormProps } from 'antd';
import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { AuditActorField } from './audit-actor-field';
import type { AuditSearch } from './audit-search';

const ACTOR_KINDS = ['operator', 'api-key', 'cli', 'token'] as const;

/** The audit list's filters: sent when the operator presses Filter (each search starts again on the first page). */
export function AuditFilterForm({ formProps }: { formProps: FormProps<AuditSearch> }) {
  const { t } = useTranslation('audit');
  const [ownForm] = Form.useForm<AuditSearch>();
  // refine's search form brings its instance; the reset button needs the same one.
  const form = formProps.form ?? ownForm;
  return (
    <Form<AuditSearch> {...formProps} form={form} name="auditFilters" layout="vertical" style={{ marginBottom: 16 }}>
      <Flex wrap gap="0 16px" align="flex-end">
        <Form.Item name="actorKind" label={t('actorKind')}>
          <Select
            allowClear
            style={{ width: 170 }}
            onChange={() => form.setFieldValue('actorId', undefined)}
            options={ACTOR_KINDS.map((kind) => ({ value: kind, label: t(`actorKinds.${kind}`) }))}
          />
        </Form.Item>
        <AuditActorField />
        <Form.Item name="action" label={t('action')} tooltip={t('actionHint')}>
          <Input allowClear style={{ width: 280 }} placeholder="PATCH /wps/operator/…" />
        </Form.Item>
        <Form.Item name="objectType" label={t('objectType')}>
          <Input allowClear style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="objectId" label={t('objectId')}>
          <Input allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="period" label={t('period')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('search')}
            </Button>
            <Button
              icon={<ClearOutlined />}
              onClick={() => {
                form.resetFields();
                form.submit();
              }}
            >
              {t('reset')}
            </Button>
          </Flex>
        </Form.Item>
      </Flex>
    </Form>
  );
}
