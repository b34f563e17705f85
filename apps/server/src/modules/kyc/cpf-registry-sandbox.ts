import { isAdultOn } from '@app/contract';
import type { ServiceDeps } from '../../infra/deps.js';
import { RegistryUnavailable, type CpfRegistry, type RegistryAnswer } from './cpf-registry.js';
import * as sandbox from './kyc-sandbox.repository.js';

/** What the member gave for a CPF (name at the CPF step, birth date at registration or that step): the fallback. */
export type RegisteredIdentity = (merchantId: number, cpf: string) => Promise<{ name: string; birthDate: string } | null>;

/**
 * The embedded register (KYC_CPF_REGISTRY=sandbox). It answers as Consulta CPF does, from the records the operator
 * wrote (any status, name and birth date, a minor's withheld); a valid CPF without a record is held as Regular with
 * the name and birth date its member gave, so the demo and the tests verify without setup, and an operator makes any
 * other answer by writing a record. A CPF no member holds and no record names is not found. The operator's switch
 * `registryDown` makes every look-up fail as an outage does; everything is read at each call, on every process.
 */
export function sandboxCpfRegistry(deps: ServiceDeps, registered: RegisteredIdentity): CpfRegistry {
  return {
    name: 'sandbox',
    async lookup({ merchantId, cpf }): Promise<RegistryAnswer> {
      if ((await sandbox.switchesOf(deps.db, merchantId)).registryDown) throw new RegistryUnavailable('down');
      const record = (await sandbox.findRecord(deps.db, merchantId, cpf)) ?? (await registeredRecord(registered, merchantId, cpf));
      if (!record) return { kind: 'not_found' };
      // Serpro withholds a minor's record under the LGPD (422): so does the sandbox.
      if (!isAdultOn(record.birthDate, new Date(deps.clock()))) return { kind: 'minor' };
      return { kind: 'found', status: record.status, name: record.name, birthDate: record.birthDate };
    },
  };
}

async function registeredRecord(registered: RegisteredIdentity, merchantId: number, cpf: string) {
  const identity = await registered(merchantId, cpf);
  return identity ? { status: 'regular' as const, name: identity.name.toUpperCase(), birthDate: identity.birthDate } : null;
}
