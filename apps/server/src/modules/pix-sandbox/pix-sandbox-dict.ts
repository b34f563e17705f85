import type { PixKeyType } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import type { KeyLookup, PixKeyDirectory } from '../payments/pix-key-directory.js';
import * as repo from './pix-sandbox.repository.js';
import type { SandboxOutages } from './pix-sandbox-outages.js';

/** The name DICT shows for a CPF key nobody registered a name for (the sandbox knows no people). */
const CPF_KEY_OWNER_NAME = 'Titular da chave CPF';

/**
 * The sandbox's DICT lookup: a CPF key is owned by that CPF; e-mail, phone and random keys by whoever the operator
 * registered (PUT /wps/operator/sandbox/pix/keys); any other key is not found. An outage of `dict` answers 503.
 * Keys arrive normalised (payments/pix-keys.ts), so registering and looking up agree.
 */
export function createSandboxDict(options: { db: Db; clock: Clock; outages: SandboxOutages }) {
  const { db, clock, outages } = options;
  const directory: PixKeyDirectory = {
    async lookup(pixKeyType: PixKeyType, pixKey: string): Promise<KeyLookup> {
      outages.check('dict');
      if (pixKeyType === 'CPF') return { status: 'found', ownerCpf: pixKey, ownerName: CPF_KEY_OWNER_NAME };
      const row = await repo.findDictKey(db, pixKey);
      if (!row || row.pixKeyType !== pixKeyType) return { status: 'not_found' };
      return { status: 'found', ownerCpf: row.ownerCpf, ownerName: row.ownerName };
    },
  };
  async function register(key: { pixKeyType: Exclude<PixKeyType, 'CPF'>; pixKey: string; ownerCpf: string; ownerName: string }) {
    return repo.upsertDictKey(db, { ...key, createdAt: new Date(clock()) });
  }
  return { directory, register, find: (pixKey: string) => repo.findDictKey(db, pixKey) };
}
export type SandboxDict = ReturnType<typeof createSandboxDict>;
