import { describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n';
import { namePath, settingFieldErrors } from './use-setting-save';

describe('the settings screen', () => {
  it("puts a refusal on the field the server names: list indexes become numbers as antd's Form.List names them", () => {
    expect(namePath('value.channels.0.url')).toEqual(['value', 'channels', 0, 'url']);
    expect(namePath('value.pt')).toEqual(['value', 'pt']);
    expect(namePath('presets.2')).toEqual(['presets', 2]);
  });

  it("says a setting's rule in the screen's own words, and the server's translated text for any other field", () => {
    initI18n('pt');
    const refusal = {
      message: 'Dados inválidos: value.0.pattern é inválido; value.1.field é obrigatório',
      statusCode: 400,
      errorCode: 'request.invalid',
      errors: { 'value.0.pattern': 'value.0.pattern é inválido', 'value.1.field': 'value.1.field é obrigatório' },
      data: {
        fields: [
          { path: 'value.0.pattern', code: 'pattern.format', message: 'value.0.pattern é inválido' },
          { path: 'value.1.field', code: 'required', message: 'value.1.field é obrigatório' },
        ],
      },
    };
    expect(Object.fromEntries(settingFieldErrors(refusal))).toEqual({
      'value.0.pattern': 'Este padrão não é uma expressão regular válida.',
      'value.1.field': 'value.1.field é obrigatório',
    });
    expect(settingFieldErrors(new Error('network'))).toEqual([]);
  });
});
