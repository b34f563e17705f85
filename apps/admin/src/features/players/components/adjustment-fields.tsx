import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_REASON_CODES } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';
import { REASON_TEXT_MAX, readAmount, reasonTextProblem } from '../api/adjustment-form';
import { problemRule } from './problem-rule';

const amountProblem = (value: unknown) => {
  const reading = readAmount(typeof value === 'string' || typeof value === 'number' ? value : null);
  return 'problem' in reading ? reading.problem : undefined;
};
const reasonProblem = (value: unknown) => reasonTextProblem(typeof value === 'string' ? value : undefined);

/** The adjustment's fields: credit or debit, the amount in R$, the reason code and the text the audit keeps. */
export function AdjustmentFields() {
  const { t } = useTranslation('players');
  const { language } = useFormat();
  return (
    <>
      <Form.Item name="direction" label={t('adjust.direction')} rules={[{ required: true, message: t('validation:required') }]}>
        <Radio.Group optionType="button" buttonStyle="solid">
          <Radio.Button value="credit">{t('adjust.credit')}</Radio.Button>
          <Radio.Button value="debit">{t('adjust.debit')}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="amount" label={t('fields.amount')} required rules={[problemRule(amountProblem, t)]}>
        {/* String mode keeps every centavo: the amount never passes through a float. */}
        <InputNumber<string> stringMode min="0" decimalSeparator={language === 'pt' ? ',' : '.'} prefix="R$" style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="reasonCode" label={t('adjust.reasonCode')} rules={[{ required: true, message: t('validation:required') }]}>
        <Select options={ADJUSTMENT_REASON_CODES.map((code) => ({ value: code, label: t(`adjust.reasons.${code}`) }))} />
      </Form.Item>
      <Form.Item name="reasonText" label={t('adjust.reasonText')} required rules={[problemRule(reasonProblem, t)]}>
        <Input.TextArea rows={3} maxLength={REASON_TEXT_MAX} showCount />
      </Form.Item>
    </>
  );
}
