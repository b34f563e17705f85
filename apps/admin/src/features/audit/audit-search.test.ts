import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { API } from '@app/contract';
import { listQuery } from '../../lib/refine/list-query';
import { auditFilters } from './audit-search';

const route = { path: API.operatorAudit, paging: 'keyset' as const };

describe('auditFilters', () => {
  it('sends trimmed text filters and leaves empty ones out', () => {
    const filters = auditFilters({ action: '  PATCH /wps/operator/operators ', objectType: '', objectId: ' 7 ' }, 'America/Sao_Paulo');
    expect(listQuery(route, { filters })).toEqual({ action: 'PATCH /wps/operator/operators', objectId: '7' });
  });

  it("reads an actor id as an operator's unless a kind is chosen", () => {
    expect(listQuery(route, { filters: auditFilters({ actorId: 3 }, 'UTC') })).toEqual({ actorKind: 'operator', actorId: 3 });
    expect(listQuery(route, { filters: auditFilters({ actorKind: 'api-key', actorId: 3 }, 'UTC') })).toEqual({
      actorKind: 'api-key',
      actorId: 3,
    });
  });

  it('covers whole merchant days, the last one to its last millisecond', () => {
    const period: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs(new Date(2026, 11, 1, 15)), dayjs(new Date(2026, 11, 6, 9))];
    expect(listQuery(route, { filters: auditFilters({ period }, 'America/Sao_Paulo') })).toEqual({
      from: '2026-12-01T03:00:00.000Z',
      to: '2026-12-07T02:59:59.999Z',
    });
    expect(listQuery(route, { filters: auditFilters({ period: [null, null] }, 'UTC') })).toEqual({});
  });
});
