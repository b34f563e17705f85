import { adjustmentCreateBodySchema, type AdjustmentCreateBody, type AdjustmentReasonCode } from '@app/contract';
import { readAmountInput, type AmountProblem } from '../../../lib/format/amount-input';

/** The adjustment modal's fields as antd gives them; the amount from an InputNumber in string mode. */
export interface AdjustmentValues {
  direction?: 'credit' | 'debit';
  amount?: string | number | null;
  reasonCode?: AdjustmentReasonCode;
  reasonText?: string;
}

export const REASON_TEXT_MIN = 3;
export const REASON_TEXT_MAX = 500;

const amountProblemKeys: Record<AmountProblem, string> = {
  required: 'validation:required',
  format: 'validation:amount_format',
  decimals: 'validation:amount_decimals',
  zero: 'validation:amount_positive',
  tooLarge: 'players:adjust.amountTooLarge',
};

/** The amount as the API wants it ("1234.50"), or the i18n key of what is wrong with it. */
export function readAmount(input: string | number | null | undefined): { amount: string } | { problem: string } {
  const reading = readAmountInput(input);
  return 'amount' in reading ? reading : { problem: amountProblemKeys[reading.problem] };
}

/** The i18n key of what is wrong with the reason text, or undefined. */
export function reasonTextProblem(text: string | undefined): string | undefined {
  const length = (text ?? '').trim().length;
  if (length === 0) return 'validation:required';
  if (length < REASON_TEXT_MIN || length > REASON_TEXT_MAX) return 'players:adjust.reasonLength';
  return undefined;
}

/** The request body for POST /adjustments, or undefined while a field is missing or wrong (the form says which). */
export function adjustmentBody(memberId: number, values: AdjustmentValues): AdjustmentCreateBody | undefined {
  const reading = readAmount(values.amount);
  if (!('amount' in reading) || reasonTextProblem(values.reasonText)) return undefined;
  const body = adjustmentCreateBodySchema.safeParse({
    memberId,
    direction: values.direction,
    amount: reading.amount,
    reasonCode: values.reasonCode,
    reasonText: values.reasonText?.trim(),
  });
  return body.success ? body.data : undefined;
}
