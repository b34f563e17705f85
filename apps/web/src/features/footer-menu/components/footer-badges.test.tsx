import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { API } from '@app/contract';
import { countClaimable } from '../../../lib/promotions/use-claimable-count';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const promotion = (id: number, label: string) => ({ id, label });

describe('footer rewards badge', () => {
  it('counts the promotions whose reward waits to be claimed', async () => {
    fakeApi({
      [API.unreadCounts]: () => ({ value: { announcement: 0, chat: 0, inbox: 0 } }),
      [API.promotions]: () => ({ value: [promotion(1, 'claim'), promotion(2, 'joined'), promotion(3, 'claim'), promotion(4, 'claimed')] }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/home');
    await waitFor(() => expect(screen.getByTestId('footer-item-rewards-badge').textContent).toBe('2'));
  });

  it('shows no badge to a guest, and asks nothing', async () => {
    const { calls } = fakeApi({ [API.promotions]: () => ({ value: [promotion(1, 'claim')] }) });
    renderApp('/m/home');
    await screen.findByTestId('footer-item-rewards');
    expect(screen.queryByTestId('footer-item-rewards-badge')).toBeNull();
    expect(calls.some((c) => c.path === API.promotions)).toBe(false);
  });

  it('reads nothing but the labels of a well-formed list', () => {
    expect(countClaimable([{ label: 'claim' }, { label: 'join' }, null, 'claim', { label: 'claim', extra: 1 }])).toBe(2);
    expect(countClaimable({ label: 'claim' })).toBe(0);
  });
});
