import { describe, expect, it } from 'vitest';
import { operatorPasswordSchema } from '@app/contract';
import { temporaryPassword } from './temporary-password';

describe('temporaryPassword', () => {
  it('makes 20 unambiguous characters the server accepts, different each time', () => {
    const first = temporaryPassword();
    expect(first).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
    expect(operatorPasswordSchema.safeParse(first).success).toBe(true);
    expect(temporaryPassword()).not.toBe(first);
  });

  it('skips the bytes that would bias the draw', () => {
    // 57 letters: bytes from 228 up are dropped, so a source of only 255s then 0s yields only the first letter.
    let calls = 0;
    const source = (bytes: Uint8Array) => bytes.fill(calls++ === 0 ? 255 : 0);
    expect(temporaryPassword(source)).toBe('A'.repeat(20));
    expect(calls).toBe(2);
  });
});
