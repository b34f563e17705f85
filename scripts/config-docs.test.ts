import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentedVariables } from '@app/contract/env';
import { configSections } from '../apps/server/src/config.js';
import { gamesConfigSections } from '../apps/games/src/config.js';
import { CONFIGURATION_DOC, REGENERATE_COMMAND, renderConfigurationDoc } from './config-docs.js';

describe('docs/configuration.md', () => {
  it("is what the modules' schemas generate", async () => {
    const generated = await renderConfigurationDoc();
    const committed = readFileSync(CONFIGURATION_DOC, 'utf8');
    expect(committed, `docs/configuration.md is stale: regenerate it with \`${REGENERATE_COMMAND}\``).toBe(generated);
  });

  it('lists every variable once per server, each test-only switch as refused in production', () => {
    for (const sections of [configSections, gamesConfigSections]) {
      const variables = sections.flatMap((section) => documentedVariables(section));
      const names = variables.map((variable) => variable.name);
      expect(new Set(names).size).toBe(names.length);
      for (const variable of variables.filter((v) => v.name.startsWith('TEST_'))) expect(variable.production).toMatch(/^refused/);
    }
  });
});
