import { useCustomMutation, useInvalidate } from '@refinedev/core';
import {
  API,
  type CatalogueImportFileBody,
  type CatalogueImportReport,
  type GameType,
  type OperatorGame,
  type OperatorGamePatch,
  type OperatorVendor,
  type OperatorVendorPatch,
  type SportFixture,
  type SportFixtureCreate,
  type SportFixtureOdds,
  type SportPick,
} from '@app/contract';
import { fillPath } from '../../lib/api/api-client';

type Method = 'post' | 'put' | 'patch';

/** The games screens' changes, each audited by the server; the lists they touch refresh after. */
export function useGameActions() {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation();
  const send = async <T>(url: string, method: Method, values: object, resources: string[]): Promise<T> => {
    const { data } = await mutateAsync({ url, method, values, successNotification: false, errorNotification: false });
    await Promise.all(resources.map((resource) => invalidate({ resource, invalidates: ['list'] })));
    return data as T;
  };
  const fixture = (path: string, id: string) => fillPath(path, { id });
  return {
    pending: mutation.isPending,
    patchGame: (id: number, patch: OperatorGamePatch) => send<OperatorGame>(fillPath(API.operatorGame, { id }), 'patch', patch, ['games']),
    patchVendor: (code: string, patch: OperatorVendorPatch) =>
      send<OperatorVendor>(fillPath(API.operatorGameVendor, { code }), 'patch', patch, ['games', 'game-vendors']),
    setTypesOff: (gameTypesOff: GameType[]) => send<unknown>(API.operatorGameCategories, 'put', { gameTypesOff }, ['games']),
    importFile: (body: CatalogueImportFileBody) =>
      send<CatalogueImportReport>(API.operatorGameImportFile, 'post', body, body.dryRun ? [] : ['games', 'game-vendors']),
    createFixture: (body: SportFixtureCreate) => send<SportFixture>(API.operatorSportFixtures, 'post', body, ['game-fixtures']),
    reprice: (id: string, odds: SportFixtureOdds) =>
      send<SportFixture>(fixture(API.operatorSportFixtureOdds, id), 'put', odds, ['game-fixtures']),
    enterResult: (id: string, result: SportPick) =>
      send<SportFixture>(fixture(API.operatorSportFixtureResult, id), 'post', { result }, ['game-fixtures']),
    voidFixture: (id: string) => send<SportFixture>(fixture(API.operatorSportFixtureVoid, id), 'post', {}, ['game-fixtures']),
  };
}

export type GameActions = ReturnType<typeof useGameActions>;
