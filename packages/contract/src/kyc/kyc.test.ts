import { describe, expect, it } from 'vitest';
import { isAdultOn, isRealDate, kycCpfCheckBodySchema, kycFileSchema, normaliseName } from './kyc.js';

describe('identity rules shared by the forms and the server', () => {
  it('counts 18 years on the calendar, a 29 February birthday coming of age on 1 March', () => {
    expect(isAdultOn('2000-06-15', new Date('2018-06-15T00:00:00Z'))).toBe(true);
    expect(isAdultOn('2000-06-15', new Date('2018-06-14T23:59:59Z'))).toBe(false);
    expect(isAdultOn('2004-02-29', new Date('2022-02-28T12:00:00Z'))).toBe(false);
    expect(isAdultOn('2004-02-29', new Date('2022-03-01T00:00:00Z'))).toBe(true);
  });

  it('compares names without accents, case, repeated spaces or punctuation', () => {
    expect(normaliseName('  José   d’Ávila-Conceição ')).toBe('JOSE D AVILA CONCEICAO');
    expect(normaliseName('MARIA DA SILVA')).toBe(normaliseName('maria da silva'));
    expect(normaliseName('Ana Luiza')).not.toBe(normaliseName('Ana Lúcia'));
  });

  it('accepts real dates, full names with accents, a CPF with punctuation; files only as base64 data URLs', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2023-02-29')).toBe(false);
    expect(kycCpfCheckBodySchema.parse({ fullName: ' Maria Conceição ', cpf: '529.982.247-25' })).toEqual({
      fullName: 'Maria Conceição',
      cpf: '52998224725',
    });
    expect(kycCpfCheckBodySchema.safeParse({ fullName: 'Maria 2' }).success).toBe(false);
    expect(kycFileSchema.safeParse('data:image/png;base64,iVBORw0KGgo=').success).toBe(true);
    expect(kycFileSchema.safeParse('https://example.com/a.png').success).toBe(false);
  });
});
