import { describe, expect, it } from 'vitest';
import { createLagMeter, lsnBytes } from './replica-lag.js';

describe('the replica lag meter', () => {
  it('reads WAL positions as PostgreSQL prints them', () => {
    expect(lsnBytes('0/0')).toBe(0n);
    expect(lsnBytes('0/16B3748')).toBe(0x16b3748n);
    expect(lsnBytes('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(lsnBytes('1/0') > lsnBytes('0/FFFFFFFF')).toBe(true);
    expect(() => lsnBytes('nonsense')).toThrow(/WAL position/);
  });

  it('dates what the replica holds by the newest primary sample it has replayed', () => {
    const meter = createLagMeter();
    meter.sample(100n, 1_000);
    meter.sample(200n, 2_000);
    meter.sample(300n, 3_000);
    expect(meter.heldAt(250n)).toBe(2_000);
    // Exactly at a sample's position holds that sample.
    expect(meter.heldAt(300n)).toBe(3_000);
    // Replaying further than every sample is as fresh as the newest one.
    expect(meter.heldAt(900n)).toBe(3_000);
  });

  it('knows nothing of a replica behind every sample, and keeps the held baseline as it ages', () => {
    const meter = createLagMeter();
    expect(meter.heldAt(50n)).toBeUndefined();
    meter.sample(100n, 1_000);
    expect(meter.heldAt(99n)).toBeUndefined();
    expect(meter.heldAt(100n)).toBe(1_000);
    // An idle primary: the same position sampled again, the replica already there; its data is as of the last sample.
    meter.sample(100n, 5_000);
    expect(meter.heldAt(100n)).toBe(5_000);
    // A stalled replica keeps the date of the last sample it reached while the primary moves on.
    meter.sample(400n, 6_000);
    meter.sample(500n, 7_000);
    expect(meter.heldAt(100n)).toBe(5_000);
  });

  it('forgets the oldest samples past a minute of them', () => {
    const meter = createLagMeter();
    for (let i = 1; i <= 100; i += 1) meter.sample(BigInt(i * 10), i * 1_000);
    // The first 36 samples were dropped: the replica at position 10 holds none that is left.
    expect(meter.heldAt(10n)).toBeUndefined();
    expect(meter.heldAt(370n)).toBe(37_000);
  });
});
