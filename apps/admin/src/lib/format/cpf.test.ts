import { describe, expect, it } from 'vitest';
import { formatCpf, maskCpf } from './cpf';

describe('CPF', () => {
  it('masks all but the middle digits, with or without punctuation', () => {
    expect(maskCpf('12345678909')).toBe('***.456.789-**');
    expect(maskCpf('123.456.789-09')).toBe('***.456.789-**');
  });

  it('formats the whole number and leaves anything else alone', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf('123')).toBe('123');
    expect(maskCpf(null)).toBe('');
  });
});
