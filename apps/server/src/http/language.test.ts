import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, requestLanguage } from './language.js';
import { maskUrl } from './logging.js';

describe('requestLanguage', () => {
  it('prefers the language header, then Accept-Language, then Portuguese', () => {
    expect(requestLanguage({ headers: { language: 'en', 'accept-language': 'pt-BR' } })).toBe('en');
    expect(requestLanguage({ headers: { language: 'fr', 'accept-language': 'en-GB' } })).toBe('en');
    expect(requestLanguage({ headers: {} })).toBe('pt');
  });

  it('ranks Accept-Language by weight and skips unsupported languages', () => {
    expect(fromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8,pt;q=0.7')).toBe('en');
    expect(fromAcceptLanguage('en;q=0.2, pt-BR;q=0.9')).toBe('pt');
    expect(fromAcceptLanguage('de, fr')).toBeUndefined();
    expect(fromAcceptLanguage('en;q=0')).toBeUndefined();
  });
});

describe('maskUrl', () => {
  it('hides sensitive query values and keeps the rest', () => {
    expect(maskUrl('/wps/x?token=abc&page=2&Password=p')).toBe('/wps/x?token=%5Bredacted%5D&page=2&Password=%5Bredacted%5D');
    expect(maskUrl('/m/home')).toBe('/m/home');
  });
});
