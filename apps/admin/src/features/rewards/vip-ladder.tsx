import { useEffect, useState } from 'react';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { API, type VipLevel } from '@app/contract';
import { errorText } from '../../lib/i18n/error-text';
import { moneyOf, useRewardsCall } from './use-rewards-call';
import { SaveFooter } from './save-footer';

const MAX_LEVELS = 50;

/** The VIP ladder: level, name and the lifetime turnover from which a member holds it (the first from 0,00). */
export function VipLadder() {
  const { t } = useTranslation('rewards');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ levels: VipLevel[] }>();
  const [failure, setFailure] = useState<string | null>(null);
  const { query } = useCustom<VipLevel[]>({ url: API.operatorVipLevels, method: 'get' });
  const { send, pending } = useRewardsCall();
  useEffect(() => form.setFieldsValue({ levels: query.data?.data ?? [] }), [query.data?.data, form]);
  const save = async ({ levels }: { levels: VipLevel[] }) => {
    setFailure(null);
    try {
      const body = levels.map((l) => ({ level: Number(l.level), name: (l.name ?? '').trim(), minTurnover: moneyOf(l.minTurnover) }));
      await send(API.operatorVipLevels, 'put', { levels: body });
      void message.success(t('saved'));
      await query.refetch();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Form form={form} onFinish={save} data-testid="vip-ladder">
      <Typography.Paragraph type="secondary">{t('vipIntro')}</Typography.Paragraph>
      <Form.List name="levels">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="baseline">
                <Form.Item name={[field.name, 'level']} label={t('level')}>
                  <InputNumber min={0} max={99} precision={0} />
                </Form.Item>
                <Form.Item name={[field.name, 'name']} label={t('name')}>
                  <Input maxLength={24} />
                </Form.Item>
                <Form.Item name={[field.name, 'minTurnover']} label={t('minTurnover')}>
                  <Input addonBefore="R$" inputMode="decimal" />
                </Form.Item>
                <Button icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} aria-label={t('remove')} />
              </Space>
            ))}
            <Form.Item>
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_LEVELS}
                onClick={() => add({ level: fields.length, name: `VIP ${fields.length}`, minTurnover: '' })}
              >
                {t('addLevel')}
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
      <SaveFooter failure={failure} pending={pending} label={t('save')} />
    </Form>
  );
}
