import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { promotionEditSchema, promotionKinds, type OperatorPromotionView } from '@app/contract';
import { newValues, toBody, toValues } from './rule-fields';

const iso = (d: dayjs.Dayjs) => d.toISOString();

describe('the promotion editor values', () => {
  it('gives every kind defaults the contract accepts as they are', () => {
    for (const kind of promotionKinds) {
      const body = toBody({ ...newValues(kind), code: `NEW_${kind.toUpperCase()}` }, iso);
      expect(promotionEditSchema.safeParse(body).success, kind).toBe(true);
    }
  });

  it('reads typed money with a comma as the API amount, an empty optional rule as null', () => {
    const values = newValues('referral');
    const body = toBody(
      { ...values, code: 'REF', rules: { ...values.rules, referrerReward: '12,5', minTurnover: '', dailyLimit: '' } },
      iso,
    );
    expect(body.rules).toMatchObject({ referrerReward: '12.50', minTurnover: null, dailyLimit: null, minFirstDeposit: '20.00' });
    const signIn = toBody({ ...newValues('sign_in'), code: 'SIGN', rules: { rewards: ['1', '2,25'] } }, iso);
    expect(signIn.rules).toEqual({ rewards: ['1.00', '2.25'] });
  });

  it('passes unreadable money on, so the schema refuses it with its message', () => {
    const body = toBody(
      { ...newValues('manual'), code: 'BAD', rules: { reward: '10,555', remarkRequired: true, imageRequired: false } },
      iso,
    );
    const checked = promotionEditSchema.safeParse(body);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.path).toEqual(['rules', 'reward']);
  });

  it('turns a schedule into ISO instants and back; an end before the start is refused', () => {
    const start = dayjs('2026-12-24T10:00:00Z');
    const body = toBody({ ...newValues('manual'), code: 'XMAS', schedule: [start, start.add(1, 'day')] }, iso);
    expect([body.startsAt, body.endsAt]).toEqual(['2026-12-24T10:00:00.000Z', '2026-12-25T10:00:00.000Z']);
    const backwards = toBody({ ...newValues('manual'), code: 'XMAS', schedule: [start, start.subtract(1, 'day')] }, iso);
    expect(promotionEditSchema.safeParse(backwards).error?.issues[0]?.message).toBe('end.before.start');
    const saved: OperatorPromotionView = {
      id: 1,
      code: 'XMAS',
      kind: 'referral',
      category: 'other_promo',
      rules: { referrerReward: '10.00', minTurnover: null },
      enabled: false,
      startsAt: body.startsAt!,
      endsAt: null,
      updatedAt: body.startsAt!,
      state: 'disabled',
    };
    const values = toValues(saved, (value) => dayjs(value));
    expect(values.schedule?.[0]?.toISOString()).toBe('2026-12-24T10:00:00.000Z');
    expect(values.schedule?.[1]).toBeNull();
    expect(values.rules.minTurnover).toBe('');
  });
});
