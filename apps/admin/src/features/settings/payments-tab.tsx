import { useCustom } from '@refinedev/core';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { API, type OperatorDepositChannel } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { readAmountInput } from '../../lib/format/amount-input';
import { useMe } from '../../lib/session/use-me';
import { EndpointForm } from './endpoint-form';
import { useSettingSave } from './use-setting-save';

/** "20" or "20,5" as the API's "20.00" / "20.50"; what cannot be read goes as typed, for the server to name. */
const money = (input: unknown): string => {
  const reading = readAmountInput(input as string, { allowZero: true });
  return 'amount' in reading ? reading.amount : String(input ?? '');
};
const withMoney = <T extends Record<string, unknown>>(values: T): T => ({
  ...values,
  minAmount: money(values.minAmount),
  maxAmount: money(values.maxAmount),
  dailyMax: money(values.dailyMax),
});

const amount = (name: string, label: string) => (
  <Col span={6}>
    <Form.Item name={name} label={label} rules={[{ required: true }]}>
      <Input addonBefore="R$" inputMode="decimal" data-testid={`settings-amount-${name}`} />
    </Form.Item>
  </Col>
);

/** One deposit channel: its name, limits, preset amounts, order and whether the site offers it. */
function ChannelCard({ channel, onSaved }: { channel: OperatorDepositChannel; onSaved: () => void }) {
  const { t } = useTranslation('settings');
  const { can } = useMe();
  const [form] = Form.useForm();
  const { send, saving } = useSettingSave(form, onSaved);
  const { id, code, method, ...initial } = channel;
  const save = async () => {
    const values: Record<string, unknown> = await form.validateFields();
    const presets = ((values.presets as unknown[] | undefined) ?? []).map(money);
    await send(fillPath(API.operatorDepositChannel, { id }), { ...withMoney(values), presets });
  };
  return (
    <Card size="small" title={`${channel.name} · ${method} (${code})`} style={{ marginBottom: 16 }} data-testid="settings-deposit-channel">
      <Form form={form} layout="vertical" initialValues={initial} disabled={!can('settings.manage')}>
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item name="name" label={t('payments.name')} rules={[{ required: true, max: 40 }]}>
              <Input />
            </Form.Item>
          </Col>
          {amount('minAmount', t('payments.min'))}
          {amount('maxAmount', t('payments.max'))}
          {amount('dailyMax', t('payments.daily'))}
          <Col span={12}>
            <Form.Item name="presets" label={t('payments.presets')} extra={t('payments.presetsHelp')}>
              <Select mode="tags" open={false} tokenSeparators={[' ', ';']} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="sort" label={t('payments.sort')} rules={[{ required: true }]}>
              <InputNumber min={0} max={999} precision={0} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="enabled" label={t('payments.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        {can('settings.manage') && (
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="settings-save-deposit-channel">
            {t('save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

/** Deposit channels with their limits, and the withdrawal limits; the payments module applies them to the next request. */
export function PaymentsTab() {
  const { t } = useTranslation('settings');
  const { result, query } = useCustom<OperatorDepositChannel[]>({ url: API.operatorDepositChannels, method: 'get' });
  const channels = query.data ? result.data : [];
  return (
    <>
      {channels.map((channel) => (
        <ChannelCard key={`${channel.id}:${JSON.stringify(channel)}`} channel={channel} onSaved={() => void query.refetch()} />
      ))}
      <EndpointForm
        url={API.operatorWithdrawalLimits}
        title={t('payments.withdrawals')}
        testId="withdrawal-limits"
        toBody={(values: Record<string, unknown>) => withMoney(values)}
      >
        {() => (
          <Row gutter={16}>
            {amount('minAmount', t('payments.min'))}
            {amount('maxAmount', t('payments.max'))}
            {amount('dailyMax', t('payments.daily'))}
            <Col span={6}>
              <Form.Item name="maxAccounts" label={t('payments.maxAccounts')} rules={[{ required: true }]}>
                <InputNumber min={1} max={20} precision={0} />
              </Form.Item>
            </Col>
          </Row>
        )}
      </EndpointForm>
    </>
  );
}
