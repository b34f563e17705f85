import { beforeAll, describe, expect, it } from 'vitest';
import { clientRoutes, languages } from '@app/contract';
import { loadErrorTexts } from './error-texts';
import { initI18n, loadLanguage } from './i18n';

const i18n = initI18n('pt');

describe('English texts', () => {
  it('are not bundled with the shell: until loaded, English falls back to Portuguese', async () => {
    expect(i18n.getFixedT('en', 'routes')('withdraw')).toBe('Saque');
    await loadLanguage('en');
    expect(i18n.getFixedT('en', 'routes')('withdraw')).toBe('Withdraw');
  });
});

describe('translations', () => {
  beforeAll(() => loadLanguage('en'));

  it('have a title for every contract route in both languages', () => {
    for (const lng of languages) {
      for (const route of clientRoutes) {
        const title = i18n.getFixedT(lng, 'routes')(route.id);
        expect(title, `${lng} ${route.id}`).not.toBe(route.id);
        expect(title.length).toBeGreaterThan(1);
      }
    }
  });

  it('use real Portuguese titles by default and English on request', () => {
    const pt = i18n.getFixedT('pt', 'routes');
    expect(pt('rewardCenter')).toBe('Centro de Recompensas');
    expect(pt('voucherCenter')).toBe('Depósito');
    expect(pt('withdraw')).toBe('Saque');
    expect(pt('gameRecord')).toBe('Registro de apostas');
    expect(i18n.getFixedT('en', 'routes')('withdraw')).toBe('Withdraw');
  });
});

describe('error texts', () => {
  it('load apart, per language, as the errors namespace; a later language switch brings its own', async () => {
    expect(i18n.hasResourceBundle('pt', 'errors')).toBe(false);
    await loadErrorTexts('pt');
    expect(i18n.getFixedT('pt', 'errors')('maintenance')).toMatch(/manutenção/);
    expect(i18n.hasResourceBundle('en', 'errors')).toBe(false);
    await loadLanguage('en');
    expect(i18n.getFixedT('en', 'errors')('maintenance')).toMatch(/maintenance/);
  });
});
