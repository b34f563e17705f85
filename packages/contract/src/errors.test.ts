import { describe, expect, it } from 'vitest';
import { errorCodes, errorList } from './errors.js';
import { errorMessages } from './i18n/index.js';
import { languages } from './constants.js';

describe('error list', () => {
  it('uses stable dotted keys and real HTTP statuses', () => {
    for (const code of errorCodes) {
      expect(code).toMatch(/^[a-z]+(\.[a-z]+)+$/);
      expect(errorList[code].status).toBeGreaterThanOrEqual(400);
      expect(errorList[code].status).toBeLessThan(600);
    }
  });

  it('has a translated message for every error in every language', () => {
    for (const lang of languages) {
      const messages = errorMessages[lang] as unknown as Record<string, unknown>;
      for (const code of errorCodes) {
        const text = messages[errorList[code].messageKey];
        expect(typeof text, `${lang}:${code}`).toBe('string');
        expect((text as string).length).toBeGreaterThan(5);
      }
    }
  });

  it('does not leave Portuguese texts equal to English ones', () => {
    for (const code of errorCodes) {
      const key = errorList[code].messageKey as keyof typeof errorMessages.en;
      expect(errorMessages.pt[key]).not.toEqual(errorMessages.en[key]);
    }
  });
});
