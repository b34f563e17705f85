import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which this build cannot read at runtime; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let evaluated = 0;
/** How many passwords this process has checked: the attempt limits are proved by it (and it is a useful metric). */
export const passwordsEvaluated = () => evaluated;

/** A malformed stored hash counts as a mismatch, never as an error to the caller. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  evaluated += 1;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for an unknown user, so the answer
 * time does not tell whether an account exists.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
