import { describe, expect, it } from 'vitest';
import { makeGame, makePage } from '../../test/game-fixtures';
import { favouriteIdsParser, gameMenusParser, gamePageParser, hotGamesParser, vendorTypesParser } from './game-shape';

describe('catalogue answer checks', () => {
  it('accepts contract-shaped answers', () => {
    const page = makePage([makeGame('1'), makeGame('2')], 1, 3);
    expect(gamePageParser.parse(page)).toBe(page);
    expect(hotGamesParser.parse([makeGame('1')])).toHaveLength(1);
    expect(hotGamesParser.parse(page)).toHaveLength(2);
    expect(favouriteIdsParser.parse({ content: ['1', '2'], pageNum: 1, totalPages: 1 }).content).toEqual(['1', '2']);
    expect(gameMenusParser.parse({ categories: ['RNG'], shortcuts: ['TA'] })).toEqual({ categories: ['RNG'], shortcuts: ['TA'] });
    expect(vendorTypesParser.parse({ content: { gameTypes: {}, sorting: [] } }).content.sorting).toEqual([]);
  });

  it('refuses answers a screen could not render', () => {
    expect(() => gamePageParser.parse({ games: [{ nodeId: 1 }], pageNum: 1, totalPages: 1 })).toThrow();
    expect(() => gamePageParser.parse({ games: [], pageNum: '1', totalPages: 1 })).toThrow();
    expect(() => hotGamesParser.parse({ list: [] })).toThrow();
    expect(() => favouriteIdsParser.parse({ content: [7] })).toThrow();
    expect(() => gameMenusParser.parse({ categories: 'RNG', shortcuts: [] })).toThrow();
    expect(() => vendorTypesParser.parse({ content: { gameTypes: {}, sorting: [{ gameCategory: 'RNG', vendorNames: [{}] }] } })).toThrow();
  });
});
