import { describe, expect, it } from 'vitest';
import { decodeServicePath, encodeServicePath } from './service-path.js';

describe('service paths', () => {
  it('decode with the last 8 characters as key', () => {
    const encoded = encodeServicePath('https://wa.me/5500000000000?text=olá', 'k3Y9aB7z');
    expect(encoded.endsWith('k3Y9aB7z')).toBe(true);
    expect(encoded).not.toContain('wa.me');
    expect(decodeServicePath(encoded)).toBe('https://wa.me/5500000000000?text=olá');
  });
  it('give null for text that is not an encoded path', () => {
    expect(decodeServicePath('short')).toBeNull();
    expect(decodeServicePath('@@@@!!!!abcdefgh')).toBeNull();
  });
});
