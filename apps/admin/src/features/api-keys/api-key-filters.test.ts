import { describe, expect, it } from 'vitest';
import type { ApiKey } from '@app/contract';
import { filterApiKeys } from './api-key-filters';

const key = (id: number, name: string, prefix: string, role: ApiKey['role'], revokedAt: string | null): ApiKey => ({
  id,
  name,
  role,
  prefix,
  createdBy: 'boss',
  createdAt: '2026-12-01T12:00:00.000Z',
  lastUsedAt: null,
  revokedAt,
});

const rows = [
  key(1, 'CRM sync', 'ak_7f3a', 'support', null),
  key(2, 'BI export', 'ak_91bc', 'auditor', '2026-12-02T10:00:00.000Z'),
  key(3, 'Payments bot', 'ak_0d1e', 'finance', null),
];

describe('filterApiKeys', () => {
  it('matches the name anywhere and the prefix from its start', () => {
    expect(filterApiKeys(rows, { text: 'bi' }).map((r) => r.id)).toEqual([2]);
    expect(filterApiKeys(rows, { text: 'AK_0D' }).map((r) => r.id)).toEqual([3]);
  });

  it('tells active keys from revoked ones, and combines with the role', () => {
    expect(filterApiKeys(rows, { status: 'active' }).map((r) => r.id)).toEqual([1, 3]);
    expect(filterApiKeys(rows, { status: 'revoked' }).map((r) => r.id)).toEqual([2]);
    expect(filterApiKeys(rows, { status: 'active', role: 'finance' }).map((r) => r.id)).toEqual([3]);
  });
});
