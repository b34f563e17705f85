import { describe, expect, it } from 'vitest';
import { nonceInjectedStyles } from './csp-nonce';

describe('nonceInjectedStyles', () => {
  it('gives a script-made style element the nonce, keeps an own one, and leaves other nodes alone', () => {
    nonceInjectedStyles('n0nce');
    const bare = document.createElement('style');
    document.head.appendChild(bare);
    expect(bare.nonce).toBe('n0nce');
    const own = document.createElement('style');
    own.nonce = 'theirs';
    document.head.insertBefore(own, document.head.firstChild);
    expect(own.nonce).toBe('theirs');
    const div = document.body.appendChild(document.createElement('div'));
    expect(div.nonce).toBe('');
  });
});
