import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { API, playerSearchQuerySchema } from '@app/contract';
import { listQuery } from '../../../lib/refine/list-query';
import { playerSearchFilters } from './player-search-filters';

const ZONE = 'America/Sao_Paulo';
const route = { path: API.operatorPlayers, paging: 'cursor' as const };

describe('player search filters', () => {
  it('maps every field to the parameter of the same name, trimmed', () => {
    const filters = playerSearchFilters(
      {
        username: ' ana ',
        mobile: '+55 11 91234-5678',
        cpf: '123.456.789-09',
        email: 'Ana@Example.com',
        id: '42',
        status: 'disabled',
        vipLevel: 0,
        upline: 'demo_agent',
      },
      ZONE,
    );
    expect(listQuery(route, { filters })).toEqual({
      username: 'ana',
      mobile: '+55 11 91234-5678',
      cpf: '123.456.789-09',
      email: 'Ana@Example.com',
      id: '42',
      status: 'disabled',
      vipLevel: 0,
      upline: 'demo_agent',
    });
  });

  it('leaves blank fields out', () => {
    expect(playerSearchFilters({ username: '  ', email: '', vipLevel: null, registered: null }, ZONE)).toEqual([]);
  });

  it('turns the picked days into the whole days in the merchant zone, both ends included', () => {
    const registered: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs(new Date(2026, 11, 1, 15, 0)), dayjs(new Date(2026, 11, 6, 8, 0))];
    const query = listQuery(route, { filters: playerSearchFilters({ registered }, ZONE) });
    expect(query).toEqual({ registeredFrom: '2026-12-01T03:00:00.000Z', registeredTo: '2026-12-07T02:59:59.999Z' });
  });

  it('gives a query the server accepts', () => {
    const registered: [dayjs.Dayjs, null] = [dayjs(new Date(2026, 0, 31)), null];
    const filters = playerSearchFilters({ cpf: '12345678909', registered, vipLevel: 3 }, ZONE);
    const query = listQuery(route, { filters, sorters: [{ field: 'username', order: 'asc' }], pagination: { pageSize: 50 } });
    const text = Object.fromEntries(
      Object.entries(query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    expect(playerSearchQuerySchema.safeParse(text).success).toBe(true);
  });
});
