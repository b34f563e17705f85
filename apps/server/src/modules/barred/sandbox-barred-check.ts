import type { Db } from '../../db/client.js';
import { BarredCheckOutage, type BarredPersonsCheck, type BarredVerdict } from './barred-check.js';
import * as sandbox from './barred-sandbox.repository.js';

/**
 * The embedded stand-in for the regulator (BARRED_PERSONS_CHECK=sandbox): a CPF is barred when the merchant's
 * sandbox list holds it, with that entry's category. The operator's `failing` switch makes every call an outage,
 * as the regulator's being down would, to show what registration and login do then.
 */
export function sandboxBarredCheck(deps: { db: Db }): BarredPersonsCheck {
  return {
    name: 'sandbox',
    async check({ merchantId, cpfs }) {
      if (await sandbox.isFailing(deps.db, merchantId)) throw new BarredCheckOutage('sandbox_failing', 'the sandbox is switched to fail');
      const listed = new Map((await sandbox.matching(deps.db, merchantId, cpfs)).map((entry) => [entry.cpf, entry.category]));
      const verdicts = new Map<string, BarredVerdict>();
      for (const cpf of cpfs) {
        const category = listed.get(cpf);
        verdicts.set(cpf, category ? { barred: true, category } : { barred: false });
      }
      return verdicts;
    },
  };
}
