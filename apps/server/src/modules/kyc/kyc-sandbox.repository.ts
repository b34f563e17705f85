import { and, asc, eq } from 'drizzle-orm';
import type { SandboxCpfStatus } from '@app/contract';
import type { Db } from '../../db/client.js';
import { kycSandboxCpf, kycSandboxSwitches } from './kyc.tables.js';

export interface SandboxRecord {
  cpf: string;
  status: SandboxCpfStatus;
  name: string;
  birthDate: string;
  updatedAt: Date;
}

const recordColumns = {
  cpf: kycSandboxCpf.cpf,
  status: kycSandboxCpf.status,
  name: kycSandboxCpf.name,
  birthDate: kycSandboxCpf.birthDate,
  updatedAt: kycSandboxCpf.updatedAt,
};

export async function findRecord(db: Db, merchantId: number, cpf: string): Promise<SandboxRecord | undefined> {
  const rows = await db
    .select(recordColumns)
    .from(kycSandboxCpf)
    .where(and(eq(kycSandboxCpf.merchantId, merchantId), eq(kycSandboxCpf.cpf, cpf)));
  return rows[0];
}

/** The whole register of a merchant: a sandbox holds a few dozen records an operator typed. */
export function listRecords(db: Db, merchantId: number): Promise<SandboxRecord[]> {
  return db.select(recordColumns).from(kycSandboxCpf).where(eq(kycSandboxCpf.merchantId, merchantId)).orderBy(asc(kycSandboxCpf.cpf));
}

export async function putRecord(db: Db, merchantId: number, record: SandboxRecord): Promise<void> {
  await db
    .insert(kycSandboxCpf)
    .values({ merchantId, ...record })
    .onConflictDoUpdate({
      target: [kycSandboxCpf.merchantId, kycSandboxCpf.cpf],
      set: { status: record.status, name: record.name, birthDate: record.birthDate, updatedAt: record.updatedAt },
    });
}

/** Seeds without overwriting what an operator changed since. */
export async function addRecords(db: Db, merchantId: number, records: SandboxRecord[]): Promise<void> {
  if (!records.length) return;
  await db
    .insert(kycSandboxCpf)
    .values(records.map((record) => ({ merchantId, ...record })))
    .onConflictDoNothing();
}

export async function deleteRecord(db: Db, merchantId: number, cpf: string): Promise<boolean> {
  const rows = await db
    .delete(kycSandboxCpf)
    .where(and(eq(kycSandboxCpf.merchantId, merchantId), eq(kycSandboxCpf.cpf, cpf)))
    .returning({ cpf: kycSandboxCpf.cpf });
  return rows.length > 0;
}

export interface Switches {
  registryDown: boolean;
  livenessFailAll: boolean;
}

export async function switchesOf(db: Db, merchantId: number): Promise<Switches> {
  const rows = await db
    .select({ registryDown: kycSandboxSwitches.registryDown, livenessFailAll: kycSandboxSwitches.livenessFailAll })
    .from(kycSandboxSwitches)
    .where(eq(kycSandboxSwitches.merchantId, merchantId));
  return rows[0] ?? { registryDown: false, livenessFailAll: false };
}

export async function setSwitches(db: Db, merchantId: number, switches: Switches, at: Date): Promise<void> {
  await db
    .insert(kycSandboxSwitches)
    .values({ merchantId, ...switches, updatedAt: at })
    .onConflictDoUpdate({ target: kycSandboxSwitches.merchantId, set: { ...switches, updatedAt: at } });
}
