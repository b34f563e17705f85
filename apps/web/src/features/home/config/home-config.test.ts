import { describe, expect, it } from 'vitest';
import { makeGame, makeStructure, vendor } from '../../../test/game-fixtures';
import { blockFilter, categorySource, categoryView, homeMenuItems, moreGamesHref } from './home-menu';
import { categoryVendors, classifyStrip, vendorClasses, vendorPick } from './vendor-list';

describe('home menu and category lists (SPEC §2, §4)', () => {
  it('puts HOME and HOT before the merchant categories and the shortcuts', () => {
    expect(homeMenuItems({ categories: ['PGE', 'RNG', 'LIVE'], shortcuts: ['CRASH', 'TA'] })).toEqual([
      'HOME',
      'HOT',
      'PGE',
      'RNG',
      'LIVE',
      'CRASH',
      'TA',
    ]);
    expect(homeMenuItems(undefined)).toEqual(['HOME', 'HOT']);
  });

  it('maps shortcuts to RNG with their vendor, CRASH to the in-house vendor with class Crash', () => {
    expect(blockFilter(categorySource('TA')!)).toEqual({ gameType: 'RNG', vassalage: 'TA' });
    expect(blockFilter(categorySource('PGE')!)).toEqual({ gameType: 'RNG', vassalage: 'PGE' });
    expect(blockFilter(categorySource('CRASH')!)).toEqual({ gameType: 'RNG', vassalage: 'INHOUSE', gameClassify: 'Crash' });
    expect(blockFilter(categorySource('LIVE')!)).toEqual({ gameType: 'LIVE' });
    expect(categorySource('HOME')).toBeNull();
  });

  it('tells e-sports from sports by vendor', () => {
    const sports = [makeGame('1', { vassalage: 'SBK' }), makeGame('2', { vassalage: 'TF' })];
    expect(sports.filter(categorySource('ESPORTS')!.keep!).map((g) => g.nodeId)).toEqual(['2']);
    expect(sports.filter(categorySource('SPORTS')!.keep!).map((g) => g.nodeId)).toEqual(['1']);
    expect(blockFilter(categorySource('ESPORTS')!)).toEqual({ gameType: 'SPORTS' });
  });

  it('shows the hot list, a vendor list or a generic list per category', () => {
    expect(categoryView('HOT')).toBe('hot');
    expect(['PVP', 'LIVE', 'FISH', 'RNG', 'PGE', 'CRASH', 'TA', 'FC', 'PP', 'JDB'].map(categoryView)).toEqual(Array(10).fill('vendor'));
    expect(['SPORTS', 'ESPORTS', 'LOTT'].map(categoryView)).toEqual(['generic', 'generic', 'generic']);
    expect(moreGamesHref('LIVE')).toBe('/m/gameList?gameType=LIVE');
    expect(moreGamesHref('LOTT')).toBe('/m/lottery');
  });
});

describe('vendor game list strip and chips (SPEC §2)', () => {
  const structure = makeStructure([
    { gameCategory: 'RNG', vendorNames: [vendor('PP', ['JP', 'VP']), vendor('PGE', ['JP']), vendor('INHOUSE', ['Crash', 'Mines'])] },
    { gameCategory: 'LIVE', vendorNames: [vendor('LV1', ['Roulette'])] },
  ]);

  it('offers the category group after grouping, and the RNG group for shortcuts', () => {
    expect(categoryVendors(structure, 'RNG', 'RNG').map((v) => v.vassalage)).toEqual(['PP', 'INHOUSE']);
    expect(categoryVendors(structure, 'PGE', 'RNG').map((v) => v.vassalage)).toEqual(['PGE']);
    expect(categoryVendors(structure, 'TA', 'RNG').map((v) => v.vassalage)).toEqual(['PP', 'INHOUSE']);
    expect(categoryVendors(undefined, 'RNG', 'RNG')).toEqual([]);
  });

  it('has all, NEW for RNG, then the classes; only past one class; never for PGE', () => {
    const rng = categoryVendors(structure, 'RNG', 'RNG');
    expect(classifyStrip('RNG', 'RNG', null, vendorClasses(rng, null))).toEqual([null, 'NEW', 'JP', 'VP', 'Crash', 'Mines']);
    expect(classifyStrip('LIVE', 'LIVE', null, ['Roulette'])).toBeNull();
    expect(classifyStrip('LIVE', 'LIVE', null, ['Roulette', 'Baccarat'])).toEqual([null, 'Roulette', 'Baccarat']);
    expect(classifyStrip('PGE', 'RNG', 'PGE', ['JP', 'SC'])).toBeNull();
  });

  it('always shows the strip for SPORTS and the in-house vendor, whose default class is Crash', () => {
    expect(classifyStrip('CRASH', 'RNG', 'INHOUSE', ['Crash'])).toEqual([null, 'NEW', 'Crash']);
    expect(classifyStrip('SPORTS', 'SPORTS', null, ['Football'])).toEqual([null, 'Football']);
    expect(vendorPick('INHOUSE')).toEqual({ vendor: 'INHOUSE', classify: 'Crash' });
    expect(vendorPick('PP')).toEqual({ vendor: 'PP', classify: null });
  });
});
