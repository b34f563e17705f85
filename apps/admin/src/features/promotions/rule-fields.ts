import {
  cashbackBases,
  cashbackPeriods,
  promotionCategories,
  type OperatorPromotionInput,
  type OperatorPromotionView,
  type PromotionKind,
} from '@app/contract';
import type { Dayjs } from 'dayjs';
import { readAmountInput } from '../../lib/format/amount-input';

/** How the editor draws and reads one rule of a kind (the contract's schema of the kind decides what is valid). */
export type RuleField =
  | { name: string; type: 'money' | 'optionalMoney' | 'int' | 'optionalInt' | 'bool' | 'moneyList' }
  | { name: string; type: 'enum'; options: readonly string[] };

export const RULE_FIELDS: Record<PromotionKind, RuleField[]> = {
  deposit_bonus: [
    { name: 'percent', type: 'int' },
    { name: 'cap', type: 'money' },
    { name: 'minDeposit', type: 'money' },
    { name: 'wageringMultiplier', type: 'int' },
    { name: 'expiryDays', type: 'int' },
    { name: 'firstDepositOnly', type: 'bool' },
  ],
  sign_in: [{ name: 'rewards', type: 'moneyList' }],
  manual: [
    { name: 'reward', type: 'money' },
    { name: 'remarkRequired', type: 'bool' },
    { name: 'imageRequired', type: 'bool' },
  ],
  cashback: [
    { name: 'basis', type: 'enum', options: cashbackBases },
    { name: 'rateBp', type: 'int' },
    { name: 'period', type: 'enum', options: cashbackPeriods },
    { name: 'minPayout', type: 'money' },
    { name: 'cap', type: 'money' },
    { name: 'payAs', type: 'enum', options: ['cash', 'bonus'] },
    { name: 'wageringMultiplier', type: 'int' },
    { name: 'expiryDays', type: 'int' },
  ],
  referral: [
    { name: 'referrerReward', type: 'money' },
    { name: 'friendReward', type: 'money' },
    { name: 'minFirstDeposit', type: 'optionalMoney' },
    { name: 'minTurnover', type: 'optionalMoney' },
    { name: 'withinDays', type: 'int' },
    { name: 'dailyLimit', type: 'optionalInt' },
    { name: 'totalLimit', type: 'optionalInt' },
    { name: 'reviewRequired', type: 'bool' },
  ],
};

/** What a new promotion of each kind starts with (the demo's shapes). */
export const DEFAULT_RULES: Record<PromotionKind, Record<string, unknown>> = {
  deposit_bonus: { percent: 100, cap: '500.00', minDeposit: '20.00', wageringMultiplier: 10, expiryDays: 7, firstDepositOnly: true },
  sign_in: { rewards: ['0.50', '1.00', '1.50', '2.00', '2.50', '3.00', '5.00'] },
  manual: { reward: '10.00', remarkRequired: true, imageRequired: true },
  cashback: {
    basis: 'net_loss',
    rateBp: 1000,
    period: 'daily',
    minPayout: '1.00',
    cap: '200.00',
    payAs: 'cash',
    wageringMultiplier: 0,
    expiryDays: 7,
  },
  referral: {
    referrerReward: '10.00',
    friendReward: '0.00',
    minFirstDeposit: '20.00',
    minTurnover: '',
    withinDays: 7,
    dailyLimit: null,
    totalLimit: null,
    reviewRequired: false,
  },
};

export const CATEGORIES = promotionCategories.filter((c) => c !== 'all');

/** The form's values: rules as typed (money as text), the schedule as pickers' values. */
export interface EditorValues {
  code: string;
  kind: PromotionKind;
  category: string;
  enabled: boolean;
  schedule: [Dayjs | null, Dayjs | null] | null;
  rules: Record<string, unknown>;
}

/** Typed money ("50,5") as the API's "50.50"; what cannot be read is passed on for the schema to refuse. */
const money = (value: unknown) => {
  const read = readAmountInput(value as string, { allowZero: true });
  return 'amount' in read ? read.amount : String(value ?? '');
};
const blank = (value: unknown) => value === null || value === undefined || value === '';

function ruleValue(field: RuleField, value: unknown): unknown {
  switch (field.type) {
    case 'money':
      return money(value);
    case 'optionalMoney':
      return blank(value) ? null : money(value);
    case 'int':
      return blank(value) ? undefined : Number(value);
    case 'optionalInt':
      return blank(value) ? null : Number(value);
    case 'bool':
      return Boolean(value);
    case 'moneyList':
      return ((value as unknown[]) ?? []).map(money);
    default:
      return value;
  }
}

/** The editor's values as the body of POST / PUT (validated by the contract's schema before sending). */
export function toBody(values: EditorValues, toIso: (picked: Dayjs) => string): OperatorPromotionInput {
  const rules = Object.fromEntries(RULE_FIELDS[values.kind].map((f) => [f.name, ruleValue(f, values.rules?.[f.name])]));
  const [start, end] = values.schedule ?? [null, null];
  return {
    code: (values.code ?? '').trim().toUpperCase(),
    kind: values.kind,
    category: values.category,
    enabled: values.enabled,
    startsAt: start ? toIso(start) : null,
    endsAt: end ? toIso(end) : null,
    rules,
  } as OperatorPromotionInput;
}

/** A saved promotion as the editor's values (nulls of optional rules as empty fields). */
export function toValues(p: OperatorPromotionView, fromIso: (iso: string) => Dayjs): EditorValues {
  const rules = Object.fromEntries(Object.entries(p.rules).map(([k, v]) => [k, v === null ? '' : v]));
  return {
    code: p.code,
    kind: p.kind,
    category: p.category,
    enabled: p.enabled,
    schedule: p.startsAt || p.endsAt ? [p.startsAt ? fromIso(p.startsAt) : null, p.endsAt ? fromIso(p.endsAt) : null] : null,
    rules,
  };
}

export const newValues = (kind: PromotionKind = 'manual'): EditorValues => ({
  code: '',
  kind,
  category: 'other_promo',
  enabled: true,
  schedule: null,
  rules: { ...DEFAULT_RULES[kind] },
});
