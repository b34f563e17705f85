import { describe, expect, it } from 'vitest';
import { catalogueRowSchema } from './catalogue.js';
import { ENGINE_RTP, inHouseRtp, SLOT_RTP } from './in-house-rtp.js';
import { formatRtp, parseRtp, rtpBasisPoints } from './rtp.js';

describe('RTP', () => {
  it('reads a stated percentage digit by digit and writes it back with two places', () => {
    expect(parseRtp('96.5')).toBe(9650);
    expect(parseRtp('96.50')).toBe(9650);
    expect(parseRtp('97')).toBe(9700);
    expect(parseRtp('100')).toBe(10_000);
    expect(parseRtp('50.00')).toBe(5000);
    for (const bad of ['0.965', '49.99', '100.01', '96.505', '96,50', '', ' 96', '1e2', '-96']) expect(parseRtp(bad), bad).toBeNull();
    expect(formatRtp(9650)).toBe('96.50');
    expect(formatRtp(9705)).toBe('97.05');
    expect(formatRtp(10_000)).toBe('100.00');
    expect(formatRtp(rtpBasisPoints(36 / 37))).toBe('97.30');
  });

  it('gives every in-house game its engine RTP, a slot its config, an unknown config the default', () => {
    expect(inHouseRtp('crash', null)).toBe(0.99);
    expect(inHouseRtp('dice', 'lotto')).toBe(ENGINE_RTP.dice);
    expect(inHouseRtp('slot', 'ways-5x3')).toBe(SLOT_RTP['ways-5x3']);
    expect(inHouseRtp('slot', null)).toBe(SLOT_RTP['lines-5x3']);
    expect(inHouseRtp('slot', 'no-such')).toBe(SLOT_RTP['lines-5x3']);
  });

  it('takes an import row with an RTP as text or a number, or none', () => {
    const row = { vendor: 'AGG', gameCode: 'g', gameType: 'RNG', nameEn: 'G', namePt: 'G', minBet: '0.10', engine: 'slot' };
    expect(catalogueRowSchema.parse(row).rtp).toBeNull();
    expect(catalogueRowSchema.parse({ ...row, rtp: null }).rtp).toBeNull();
    expect(catalogueRowSchema.parse({ ...row, rtp: '96.5' }).rtp).toBe(9650);
    expect(catalogueRowSchema.parse({ ...row, rtp: 95.25 }).rtp).toBe(9525);
    const bad = catalogueRowSchema.safeParse({ ...row, rtp: '0.96' });
    expect(bad.error?.issues).toEqual([expect.objectContaining({ path: ['rtp'], message: 'rtp_format' })]);
  });
});
