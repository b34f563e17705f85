import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

const trial = () => useSessionStore.getState().setSession({ ...sessionValue('trial_1'), type: 4 });

describe('trial refusals (SPEC §6)', () => {
  it('footer deposit shows free_reject and stays', async () => {
    fakeApi({});
    trial();
    renderApp('/m/home');
    fireEvent.click(await screen.findByTestId('footer-item-deposit'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Indisponível para contas de teste. Cadastre-se para usar este recurso.');
    expect(screen.getByTestId('location').textContent).toBe('/m/home');
  });

  it('footer chat shows free_reject and stays', async () => {
    fakeApi({});
    trial();
    renderApp('/m/home');
    fireEvent.click(await screen.findByTestId('footer-item-chat'));
    expect((await screen.findByTestId('toast')).textContent).toMatch(/contas de teste/);
    expect(screen.getByTestId('location').textContent).toBe('/m/home');
  });

  it('opening /m/voucherCenter directly refuses and leaves it', async () => {
    fakeApi({});
    trial();
    renderApp('/m/voucherCenter');
    expect((await screen.findByTestId('toast')).textContent).toMatch(/contas de teste/);
    await waitFor(() => expect(screen.getByTestId('location').textContent).not.toBe('/m/voucherCenter'));
  });

  it('a regular member reaches /m/voucherCenter', async () => {
    fakeApi({});
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/voucherCenter');
    expect(await screen.findByTestId('screen-voucherCenter')).toBeTruthy();
  });
});
