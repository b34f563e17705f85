import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PromotionKind } from '@app/contract';
import { RULE_FIELDS, type RuleField } from './rule-fields';

const MAX_SIGN_IN_DAYS = 31;

function MoneyList({ name }: { name: string }) {
  const { t } = useTranslation('promotions');
  return (
    <Form.List name={['rules', name]}>
      {(fields, { add, remove }) => (
        <Space wrap data-testid="rule-rewards">
          {fields.map((field, index) => (
            <Space.Compact key={field.key}>
              <Form.Item name={field.name} noStyle>
                <Input addonBefore={t('day', { n: index + 1 })} style={{ width: 150 }} inputMode="decimal" />
              </Form.Item>
              <Button
                icon={<MinusCircleOutlined />}
                onClick={() => remove(field.name)}
                disabled={fields.length <= 1}
                aria-label={t('remove')}
              />
            </Space.Compact>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add('1.00')} disabled={fields.length >= MAX_SIGN_IN_DAYS}>
            {t('addDay')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}

function RuleInput({ field }: { field: RuleField }) {
  const { t } = useTranslation('promotions');
  const testId = `rule-${field.name}`;
  switch (field.type) {
    case 'money':
    case 'optionalMoney':
      return (
        <Input
          addonBefore="R$"
          inputMode="decimal"
          data-testid={testId}
          placeholder={field.type === 'optionalMoney' ? t('notAsked') : ''}
        />
      );
    case 'int':
    case 'optionalInt':
      return (
        <InputNumber
          min={0}
          precision={0}
          style={{ width: '100%' }}
          data-testid={testId}
          placeholder={field.type === 'optionalInt' ? t('noLimit') : ''}
        />
      );
    case 'enum':
      return <Select data-testid={testId} options={field.options.map((value) => ({ value, label: t(`options.${value}`) }))} />;
    default:
      return <Switch data-testid={testId} />;
  }
}

/** The rules of one kind as form fields, named rules.<name>, each with its explanation. */
export function RuleInputs({ kind }: { kind: PromotionKind }) {
  const { t } = useTranslation('promotions');
  return (
    <Row gutter={16}>
      {RULE_FIELDS[kind].map((field) =>
        field.type === 'moneyList' ? (
          <Col span={24} key={field.name}>
            <Form.Item label={t(`rules.${field.name}`)} extra={t(`help.${field.name}`)}>
              <MoneyList name={field.name} />
            </Form.Item>
          </Col>
        ) : (
          <Col span={8} key={field.name}>
            <Form.Item
              name={['rules', field.name]}
              label={t(`rules.${field.name}`)}
              tooltip={t(`help.${field.name}`)}
              valuePropName={field.type === 'bool' ? 'checked' : 'value'}
            >
              <RuleInput field={field} />
            </Form.Item>
          </Col>
        ),
      )}
    </Row>
  );
}
