import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@app/contract';
import { fakeApi } from '../../test/fake-api';
import { gameKeys } from './game-queries';
import { toggleFavourite } from './use-favourites';

afterEach(() => vi.unstubAllGlobals());

const game = { nodeId: '7', vassalage: 'PP' };

function clientWith(ids: string[]) {
  const client = new QueryClient();
  client.setQueryData(gameKeys.favIds('tok'), ids);
  return client;
}

describe('favourites (SPEC §4)', () => {
  it('removes at once, before the server answers, and sends nodeId and vendor', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((r) => (release = r));
    const api = fakeApi({ [API.gameFavourite]: () => ({ value: null }) });
    const slow = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (...args) => {
      await answered;
      return slow(...args);
    });
    const client = clientWith(['3', '7']);
    const done = toggleFavourite(client, 'tok', game);
    expect(client.getQueryData(gameKeys.favIds('tok'))).toEqual(['3']);
    release();
    await done;
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: 'DELETE', body: { nodeId: '7', vendor: 'PP' } });
  });

  it('puts a removed favourite back when the server refuses', async () => {
    fakeApi({ [API.gameFavourite]: () => ({ errorCode: 'system.unknown', status: 500 }) });
    const client = clientWith(['7']);
    await expect(toggleFavourite(client, 'tok', game)).rejects.toMatchObject({ errorCode: 'system.unknown' });
    expect(client.getQueryData(gameKeys.favIds('tok'))).toEqual(['7']);
  });

  it('adds after the server agrees, and skips an add already under way', async () => {
    const api = fakeApi({ [API.gameFavourite]: () => ({ value: null }) });
    const client = clientWith([]);
    await Promise.all([toggleFavourite(client, 'tok', game), toggleFavourite(client, 'tok', game)]);
    expect(api.calls.map((c) => c.method)).toEqual(['POST']);
    expect(client.getQueryData(gameKeys.favIds('tok'))).toEqual(['7']);
  });

  it('refreshes the favourite lists after a change', async () => {
    fakeApi({ [API.gameFavourite]: () => ({ value: null }) });
    const client = clientWith([]);
    client.setQueryData(['games', 'fav', { kind: 'fav' }, 'pt', 'tok'], { pages: [] });
    await toggleFavourite(client, 'tok', game);
    expect(client.getQueryState(['games', 'fav', { kind: 'fav' }, 'pt', 'tok'])?.isInvalidated).toBe(true);
  });
});
