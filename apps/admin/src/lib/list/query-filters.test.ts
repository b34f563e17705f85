import { describe, expect, it } from 'vitest';
import { queryFilters } from './query-filters';

describe('queryFilters', () => {
  it('names each filter after its field and trims the text', () => {
    expect(queryFilters({ q: ' ana ', role: 'finance' })).toEqual([
      { field: 'q', operator: 'eq', value: 'ana' },
      { field: 'role', operator: 'eq', value: 'finance' },
    ]);
  });

  it('leaves out blank text and cleared selects', () => {
    expect(queryFilters({ q: '   ', role: null, status: undefined })).toEqual([]);
  });
});
