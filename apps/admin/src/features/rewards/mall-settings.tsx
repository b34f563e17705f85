import { useEffect, useState } from 'react';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Divider, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { CanAccess, useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { API, mallItemKinds, type MallRules, type OperatorMallItemView } from '@app/contract';
import { errorText } from '../../lib/i18n/error-text';
import { moneyOf, useRewardsCall } from './use-rewards-call';
import { SaveFooter } from './save-footer';

type ItemRow = Omit<OperatorMallItemView, 'id' | 'name'> & { stock: number | null };

const toBody = (i: ItemRow) => ({
  code: (i.code ?? '').trim(),
  kind: i.kind,
  namePt: (i.namePt ?? '').trim(),
  nameEn: (i.nameEn ?? '').trim(),
  pricePoints: Number(i.pricePoints),
  cashAmount: i.kind === 'cash' ? moneyOf(i.cashAmount) : null,
  stock: i.stock === null || i.stock === undefined || String(i.stock) === '' ? null : Number(i.stock),
  enabled: Boolean(i.enabled),
  sort: Number(i.sort ?? 0),
});

const NEW_ITEM = { code: '', kind: 'goods', namePt: '', nameEn: '', pricePoints: 100, cashAmount: null, stock: null, enabled: true };

/** One item's fields in the list (name: its index). */
function ItemFields({ name }: { name: number }) {
  const { t } = useTranslation('rewards');
  return (
    <>
      <Form.Item name={[name, 'code']} label={t('code')}>
        <Input style={{ width: 110 }} maxLength={32} />
      </Form.Item>
      <Form.Item name={[name, 'kind']}>
        <Select style={{ width: 100 }} options={mallItemKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
      </Form.Item>
      <Form.Item name={[name, 'namePt']} label="PT">
        <Input style={{ width: 150 }} maxLength={60} />
      </Form.Item>
      <Form.Item name={[name, 'nameEn']} label="EN">
        <Input style={{ width: 130 }} maxLength={60} />
      </Form.Item>
      <Form.Item name={[name, 'pricePoints']} label={t('price')}>
        <InputNumber min={1} precision={0} style={{ width: 90 }} />
      </Form.Item>
      <Form.Item name={[name, 'cashAmount']} label="R$">
        <Input style={{ width: 80 }} inputMode="decimal" />
      </Form.Item>
      <Form.Item name={[name, 'stock']} label={t('stock')}>
        <InputNumber min={0} precision={0} style={{ width: 80 }} placeholder="∞" />
      </Form.Item>
      <Form.Item name={[name, 'enabled']} valuePropName="checked">
        <Switch checkedChildren={t('on')} unCheckedChildren={t('off')} />
      </Form.Item>
    </>
  );
}

/** The earning rule: whole points per R$ 1,00 staked. */
function MallRulesForm({ run }: { run: (work: () => Promise<unknown>) => Promise<void> }) {
  const { t } = useTranslation('rewards');
  const [rulesForm] = Form.useForm<MallRules>();
  const rules = useCustom<MallRules>({ url: API.operatorMallRules, method: 'get' });
  const { send, pending } = useRewardsCall();
  useEffect(() => rulesForm.setFieldsValue(rules.query.data?.data ?? { pointsPerReal: 0 }), [rules.query.data?.data, rulesForm]);
  const saveRules = (v: MallRules) => run(async () => send(API.operatorMallRules, 'put', { pointsPerReal: Number(v.pointsPerReal) }));
  return (
    <Form form={rulesForm} layout="inline" onFinish={saveRules}>
      <Form.Item name="pointsPerReal" label={t('pointsPerReal')} tooltip={t('pointsPerRealHelp')}>
        <InputNumber min={0} max={1000} precision={0} />
      </Form.Item>
      <CanAccess resource="rewards" action="edit">
        <Button htmlType="submit" loading={pending}>
          {t('save')}
        </Button>
      </CanAccess>
    </Form>
  );
}

/** The points mall: its earning rule and its items (cash conversions and goods); an item left out is disabled. */
export function MallSettings() {
  const { t } = useTranslation('rewards');
  const { message } = App.useApp();
  const [itemsForm] = Form.useForm<{ items: ItemRow[] }>();
  const [failure, setFailure] = useState<string | null>(null);
  const items = useCustom<OperatorMallItemView[]>({ url: API.operatorMallItems, method: 'get' });
  const { send, pending } = useRewardsCall();
  useEffect(
    () => itemsForm.setFieldsValue({ items: (items.query.data?.data ?? []).map(({ id: _i, name: _n, ...rest }) => rest) }),
    [items.query.data?.data, itemsForm],
  );
  const run = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
      void message.success(t('saved'));
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const saveItems = (v: { items: ItemRow[] }) =>
    run(async () => {
      await send(API.operatorMallItems, 'put', { items: (v.items ?? []).map(toBody) });
      await items.query.refetch();
    });
  return (
    <>
      <MallRulesForm run={run} />
      <Divider />
      <Typography.Paragraph type="secondary">{t('itemsIntro')}</Typography.Paragraph>
      <Form form={itemsForm} onFinish={saveItems} size="small">
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <ItemFields name={field.name} />
                  <Button icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} aria-label={t('remove')} />
                </Space>
              ))}
              <Form.Item>
                <Button icon={<PlusOutlined />} onClick={() => add({ ...NEW_ITEM, sort: fields.length })}>
                  {t('addItem')}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
        <SaveFooter failure={failure} pending={pending} label={t('saveItems')} />
      </Form>
    </>
  );
}
