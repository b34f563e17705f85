import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentedVariables, envSection, envVariable, issueLines } from './env-variable.js';

const section = envSection('Example', 'file:///x/example.config.ts', {
  PORT: envVariable(z.coerce.number().int().min(0).max(65535).default(3000), { text: 'HTTP port.' }),
  MODE: envVariable(z.enum(['a', 'b']).optional(), { text: 'The mode.', unset: '`a`', production: 'must be chosen' }),
  URL: envVariable(z.string().url().optional(), { text: 'Somewhere.' }),
  SECRET: envVariable(z.string().min(32, 'must be at least 32 characters'), { text: 'A secret.' }),
  CODE: envVariable(z.string().regex(/^[a-z]+$/), { text: 'A code.', allowed: 'lower-case letters' }),
});

describe('envVariable', () => {
  it('treats a blank value as unset', () => {
    const parsed = section.schema.parse({ PORT: ' ', MODE: '', SECRET: 's'.repeat(32), CODE: 'abc' });
    expect(parsed).toEqual({ PORT: 3000, MODE: undefined, URL: undefined, SECRET: 's'.repeat(32), CODE: 'abc' });
    const refused = section.schema.safeParse({ SECRET: ' ', CODE: 'abc', URL: 'nope' });
    expect(refused.success || issueLines(refused.error)).toEqual([
      'URL: Invalid URL',
      'SECRET: Invalid input: expected string, received undefined',
    ]);
  });

  it('reads the default and the allowed values from the schema unless the doc says them', () => {
    expect(documentedVariables(section)).toEqual([
      { name: 'PORT', default: '`3000`', allowed: 'an integer from 0 to 65535', production: undefined, text: 'HTTP port.' },
      { name: 'MODE', default: '`a`', allowed: '`a`, `b`', production: 'must be chosen', text: 'The mode.' },
      { name: 'URL', default: 'unset', allowed: 'a URL', production: undefined, text: 'Somewhere.' },
      { name: 'SECRET', default: 'none: required', allowed: 'at least 32 characters', production: undefined, text: 'A secret.' },
      { name: 'CODE', default: 'none: required', allowed: 'lower-case letters', production: undefined, text: 'A code.' },
    ]);
  });

  it('describes each variable in one sentence group: what, allowed, default, production', () => {
    expect(section.schema.shape.MODE.description).toBe('The mode. Allowed: `a`, `b`. Default: `a`. Production: must be chosen.');
    expect(section.schema.shape.PORT.description).toBe(
      'HTTP port. Allowed: an integer from 0 to 65535. Default: `3000`. Production: not required.',
    );
  });

  it('refuses to document a variable declared without it', () => {
    const bare = envSection('Bare', 'file:///x/bare.ts', { X: z.string() });
    expect(() => documentedVariables(bare)).toThrow(/X \(Bare\) is not declared with envVariable/);
  });
});
