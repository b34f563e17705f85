import { describe, expect, it } from 'vitest';
import type { OperatorAccount } from '@app/contract';
import { filterOperators } from './operator-filters';

const operator = (id: number, username: string, displayName: string, role: OperatorAccount['role'], status: OperatorAccount['status']) => ({
  id,
  username,
  displayName,
  role,
  status,
  totpEnrolled: true,
  lastLoginAt: null,
  createdAt: '2026-12-01T12:00:00.000Z',
});

const rows = [
  operator(1, 'boss', 'Ana Souza', 'admin', 'active'),
  operator(2, 'fin.ana', 'Bruno Lima', 'finance', 'active'),
  operator(3, 'support1', 'Carla Dias', 'support', 'disabled'),
];

describe('filterOperators', () => {
  it('matches the text in the username or the name, any case', () => {
    expect(filterOperators(rows, { text: ' ANA ' }).map((r) => r.id)).toEqual([1, 2]);
    expect(filterOperators(rows, { text: 'dias' }).map((r) => r.id)).toEqual([3]);
  });

  it('combines role and status, and keeps everything without filters', () => {
    expect(filterOperators(rows, { role: 'finance', status: 'active' }).map((r) => r.id)).toEqual([2]);
    expect(filterOperators(rows, { status: 'disabled', text: 'ana' })).toEqual([]);
    expect(filterOperators(rows, {})).toHaveLength(3);
  });
});
