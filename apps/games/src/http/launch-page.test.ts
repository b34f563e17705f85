import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { launchPage } from './launch.routes.js';

describe('launch page', () => {
  it('puts the meta tags in place of the empty game-session tag of the source index.html', () => {
    const template = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    const html = launchPage(template, { session: 's3ss"ion', lang: 'en', error: '' });
    expect(html).toContain(
      '<meta name="game-session" content="s3ss&#34;ion"><meta name="game-lang" content="en"><meta name="game-error" content="">',
    );
    expect(html).not.toContain('content="" />');
  });

  it('takes the tag without the closing slash too', () => {
    expect(launchPage('<head><meta name="game-session" content=""></head>', { session: 'x' })).toBe(
      '<head><meta name="game-session" content="x"></head>',
    );
  });
});
