import { describe, expect, it } from 'vitest';
import { makeStatus } from '../../test/status-fixture';
import { cdnUrl, imageCdnBase } from './game-icon';

describe('image CDN (SPEC §4)', () => {
  it('draws one base at random from the list and keeps it for the page load', () => {
    const status = makeStatus();
    status.info.imageCDNs = ['https://a.example/', 'https://b.example'];
    expect(imageCdnBase(status, () => 0.9)).toBe('https://b.example');
    expect(imageCdnBase(status, () => 0)).toBe('https://b.example');
    status.info.imageCDNs = ['https://c.example'];
    expect(imageCdnBase(status, () => 0.5)).toBe('https://c.example');
  });

  it('prefixes site paths and leaves absolute addresses alone; an empty base is the site itself', () => {
    expect(cdnUrl('https://c.example', '/game-art/1.svg')).toBe('https://c.example/game-art/1.svg');
    expect(cdnUrl('', '/game-art/1.svg')).toBe('/game-art/1.svg');
    expect(cdnUrl('https://c.example', 'https://x.example/1.png')).toBe('https://x.example/1.png');
  });
});
