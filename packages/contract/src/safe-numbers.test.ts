import { describe, expect, it } from 'vitest';
import { bigIdSchema, bigIdTextSchema, idSchema, idTextSchema, int4, INT4_MAX, queryInt } from './safe-numbers.js';

const accepts = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('ids', () => {
  it('fit an integer column: 1 to 2,147,483,647', () => {
    for (const value of [1, 42, INT4_MAX]) expect(accepts(idSchema, value), String(value)).toBe(true);
    for (const value of [0, -1, 1.5, INT4_MAX + 1, 2 ** 53, Number.NaN, '1', null])
      expect(accepts(idSchema, value), String(value)).toBe(false);
  });

  it('read from a path or query string the same way', () => {
    expect(idTextSchema.parse('17')).toBe(17);
    for (const value of ['0', '-3', '1.5', '2147483648', '9223372036854775808', 'NaN', 'abc', '1e400'])
      expect(accepts(idTextSchema, value), value).toBe(false);
  });

  it('of bigint columns go to 2^53 − 1, where JavaScript numbers stop being exact', () => {
    expect(accepts(bigIdSchema, INT4_MAX + 1)).toBe(true);
    expect(accepts(bigIdSchema, Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(accepts(bigIdSchema, 2 ** 53)).toBe(false);
    expect(accepts(bigIdTextSchema, '2147483648')).toBe(true);
    expect(accepts(bigIdTextSchema, '9223372036854775808')).toBe(false);
  });

  it('say id_format when out of range', () => {
    expect(idSchema.safeParse(INT4_MAX + 1).error?.issues[0]?.message).toBe('id_format');
  });
});

describe('other integers', () => {
  it("stay in int4 and keep the field's own range", () => {
    expect(accepts(int4(), -5)).toBe(true);
    expect(accepts(int4(), INT4_MAX + 1)).toBe(false);
    expect(accepts(int4().min(0).max(10), 11)).toBe(false);
    expect(queryInt().min(1).parse('20')).toBe(20);
    for (const value of ['2147483648', '1.5', 'x']) expect(accepts(queryInt(), value), value).toBe(false);
  });
});
