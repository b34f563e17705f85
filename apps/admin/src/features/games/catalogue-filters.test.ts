import { describe, expect, it } from 'vitest';
import { catalogueFilters } from './catalogue-filters';

describe('catalogue filters', () => {
  it('send what the operator chose, the search trimmed', () => {
    const filters = catalogueFilters({ search: '  Rainha ', vendor: 'PP', gameType: 'RNG', enabled: 'false', label: 'hot' });
    expect(filters.map((f) => ('field' in f ? [f.field, f.value] : []))).toEqual([
      ['search', 'Rainha'],
      ['vendor', 'PP'],
      ['gameType', 'RNG'],
      ['enabled', 'false'],
      ['label', 'hot'],
    ]);
  });

  it('leave out blanks', () => {
    expect(catalogueFilters({ search: '   ', vendor: null, gameType: null, enabled: null, label: null })).toEqual([]);
  });
});
