import { describe, expect, it } from 'vitest';
import { deviceOf } from './device.js';
import { maskCpf, maskEmail, maskMobile } from './masking.js';

describe('masking', () => {
  it('masks a mobile number to its area and last four digits', () => {
    expect(maskMobile('55', '11987654321')).toBe('+55 11*****4321');
    expect(maskMobile(null, '1198765432')).toBe('11****5432');
    expect(maskMobile('55', '12345')).toBe('+55 ***45');
    expect(maskMobile('55', null)).toBeNull();
  });

  it('masks the local part of an e-mail', () => {
    expect(maskEmail('joao@example.com')).toBe('jo***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('broken')).toBe('***');
    expect(maskEmail(null)).toBeNull();
  });

  it('shows only the middle six CPF digits', () => {
    expect(maskCpf('12345678909')).toBe('***.456.789-**');
    expect(maskCpf('123')).toBe('***');
    expect(maskCpf(null)).toBeNull();
  });

  it('names browser and system of a user agent', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Mobile Safari · iOS');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe('Firefox · Windows');
    expect(deviceOf('lightMyRequest')).toBeNull();
    expect(deviceOf(null)).toBeNull();
  });
});
