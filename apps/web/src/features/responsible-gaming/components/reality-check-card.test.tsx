import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type ProtectionStatus } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const statusOf = (realityCheckMinutes: number): ProtectionStatus => ({
  limitsRequired: false,
  missing: [],
  limits: [],
  exclusion: null,
  selfExclusionUrl: 'https://www.gov.br/exclusao',
  realityCheckMinutes,
  identity: { required: false, verified: false },
  restriction: null,
});

describe('reality check interval card', () => {
  it('shows the current interval and saves the chosen one with PUT', async () => {
    const { calls } = fakeApi({
      [API.protection]: () => ({ value: statusOf(60) }),
      [API.protectionRealityCheck]: () => ({ value: statusOf(15) }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/responsibleGaming');
    const card = await screen.findByTestId('reality-check-card');
    expect(card.textContent).toContain('Lembrete de tempo de jogo');
    expect(screen.getByTestId('reality-check-minutes-60').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('reality-check-minutes-15').getAttribute('aria-pressed')).toBe('false');
    expect(['15', '30', '45', '60', '90', '120'].map((m) => screen.getByTestId(`reality-check-minutes-${m}`).textContent)).toEqual([
      '15 min',
      '30 min',
      '45 min',
      '60 min',
      '90 min',
      '120 min',
    ]);

    fireEvent.click(screen.getByTestId('reality-check-minutes-15'));
    await waitFor(() => expect(screen.getByTestId('reality-check-minutes-15').getAttribute('aria-pressed')).toBe('true'));
    const put = calls.find((c) => c.path === API.protectionRealityCheck);
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({ minutes: 15 });
    expect(screen.getByTestId('toast').textContent).toBe('Lembrete a cada 15 minutos.');
  });
});
