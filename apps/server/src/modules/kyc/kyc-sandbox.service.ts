import type { KycSandbox, KycSandboxSwitches, SandboxCpfBody, SandboxCpfStatus } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { KycDeps } from './kyc.deps.js';
import * as sandbox from './kyc-sandbox.repository.js';

/** The sandbox page of the back office: which adapters run, the switches, the register's records. */
export async function sandboxView(deps: KycDeps, merchantId: number): Promise<KycSandbox> {
  const [switches, records] = await Promise.all([sandbox.switchesOf(deps.db, merchantId), sandbox.listRecords(deps.db, merchantId)]);
  return {
    registry: deps.registry.name,
    liveness: deps.liveness.name,
    switches,
    records: records.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
  };
}

const requireRegistrySandbox = (deps: KycDeps) => {
  if (deps.registry.name !== 'sandbox') throw new AppError('kyc.sandbox.only');
};

export async function findSandboxRecord(deps: KycDeps, merchantId: number, cpf: string) {
  return (await sandbox.findRecord(deps.db, merchantId, cpf)) ?? null;
}

/** Writes a record of the sandbox's register (only while it runs: a real register is not ours to edit). */
export async function putSandboxRecord(deps: KycDeps, merchantId: number, cpf: string, body: SandboxCpfBody) {
  requireRegistrySandbox(deps);
  const record = { cpf, ...body, updatedAt: new Date(deps.clock()) };
  await sandbox.putRecord(deps.db, merchantId, record);
  return { ...record, updatedAt: record.updatedAt.toISOString() };
}

export async function deleteSandboxRecord(deps: KycDeps, merchantId: number, cpf: string): Promise<void> {
  requireRegistrySandbox(deps);
  if (!(await sandbox.deleteRecord(deps.db, merchantId, cpf))) throw new AppError('request.not.found');
}

/** The switches of whichever sandbox runs: a switch of an adapter that is not the sandbox is refused. */
export async function setSandboxSwitches(deps: KycDeps, merchantId: number, switches: KycSandboxSwitches): Promise<KycSandboxSwitches> {
  if (switches.registryDown) requireRegistrySandbox(deps);
  if (switches.livenessFailAll && deps.liveness.name !== 'sandbox') throw new AppError('kyc.sandbox.only');
  if (deps.registry.name !== 'sandbox' && deps.liveness.name !== 'sandbox') throw new AppError('kyc.sandbox.only');
  await sandbox.setSwitches(deps.db, merchantId, switches, new Date(deps.clock()));
  return switches;
}

/** A CPF with correct check digits from nine digits. */
export function cpfWithCheckDigits(nine: string): string {
  const digits = nine.split('').map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += (digits[i] ?? 0) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/**
 * The demo's records (docs/decisions/player-protection.md): the demo agent's players (regular, but Carla's CPF is
 * pending regularisation) and one sample CPF per other status, so that a visitor who registers with one sees its
 * refusal. Added once; an operator's changes are kept.
 */
export const DEMO_SANDBOX_RECORDS: ReadonlyArray<{ nine: string; status: SandboxCpfStatus; name: string; birthDate: string }> = [
  { nine: '900000003', status: 'regular', name: 'ANA DEMO', birthDate: '1990-01-01' },
  { nine: '900000004', status: 'regular', name: 'BRUNO DEMO', birthDate: '1990-01-01' },
  { nine: '900000005', status: 'pending', name: 'CARLA DEMO', birthDate: '1990-01-01' },
  { nine: '800000001', status: 'suspended', name: 'SUSPENSA DEMO', birthDate: '1985-06-15' },
  { nine: '800000002', status: 'cancelled', name: 'CANCELADA DEMO', birthDate: '1985-06-15' },
  { nine: '800000003', status: 'deceased', name: 'FALECIDO DEMO', birthDate: '1940-03-02' },
  { nine: '800000004', status: 'null', name: 'NULA DEMO', birthDate: '1985-06-15' },
  { nine: '800000005', status: 'pending', name: 'PENDENTE DEMO', birthDate: '1985-06-15' },
];

export async function seedDemoRecords(deps: KycDeps, merchantId: number): Promise<void> {
  if (deps.registry.name !== 'sandbox') return;
  const at = new Date(deps.clock());
  await sandbox.addRecords(
    deps.db,
    merchantId,
    DEMO_SANDBOX_RECORDS.map((r) => ({
      cpf: cpfWithCheckDigits(r.nine),
      status: r.status,
      name: r.name,
      birthDate: r.birthDate,
      updatedAt: at,
    })),
  );
}
