import { parsePix, hasError } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { crc16, encodeBrCode, parseBrCodeFields } from './br-code.js';

describe('BR Code', () => {
  it('computes CRC16-CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it("reproduces the Banco Central manual's static example byte for byte", () => {
    const code = encodeBrCode({
      pixKey: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: '***',
    });
    expect(code).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    );
  });

  it('builds a dynamic code with location, amount and a CRC a maintained parser accepts', () => {
    const location = 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25';
    const code = encodeBrCode({
      location,
      amount: 5_025n,
      merchantName: 'Démo Bet',
      merchantCity: 'São Paulo',
      merchantCategoryCode: '7995',
    });
    const fields = parseBrCodeFields(code);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('26')).toBe(`0014br.gov.bcb.pix25${location.length}${location}`);
    expect([fields.get('52'), fields.get('53'), fields.get('54'), fields.get('58')]).toEqual(['7995', '986', '50.25', 'BR']);
    expect([fields.get('59'), fields.get('60')]).toEqual(['Demo Bet', 'Sao Paulo']);
    expect(fields.get('63')).toBe(crc16(code.slice(0, -4)));
    const parsed = parsePix(code);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({ type: 'DYNAMIC', url: location, merchantCity: 'Sao Paulo' });
  });

  it('detects a changed character through the CRC', () => {
    const code = encodeBrCode({ location: 'pix.example.com/qr/v2/abc', amount: 1_000n, merchantName: 'X', merchantCity: 'Y' });
    const tampered = code.replace('10.00', '90.00');
    expect(tampered.slice(-4)).not.toBe(crc16(tampered.slice(0, -4)));
  });
});
