import { createHash } from 'node:crypto';

/** Stable JSON (sorted keys, bigints as strings) so equal requests hash equally. */
function canonical(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The hash an idempotency key is bound to: the same key with another request is refused. */
export const requestHash = (value: unknown) => createHash('sha256').update(canonical(value)).digest('hex');
