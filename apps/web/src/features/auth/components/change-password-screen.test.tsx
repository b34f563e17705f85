import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('change password screen', () => {
  it('pops up the same-password message without a call, then changes and goes home after 1 s', async () => {
    const { calls } = fakeApi({ [API.changePassword]: () => ({ value: null }), [API.memberInfo]: () => ({ value: null }) });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/changePsw');
    expect(((await screen.findByTestId('field-username')) as HTMLInputElement).value).toBe('ana_1');
    expect((screen.getByTestId('field-username') as HTMLInputElement).readOnly).toBe(true);
    type('field-oldPassword', 'segredo123');
    type('field-newPassword', 'segredo123');
    type('field-confirmNewPassword', 'segredo123');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(screen.getByTestId('same-password-popup').textContent).toContain('A nova senha deve ser diferente da anterior.');
    expect(calls.filter((c) => c.path === API.changePassword)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('same-password-popup-ok'));

    type('field-newPassword', 'novasenha1');
    type('field-confirmNewPassword', 'novasenha2');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(document.activeElement).toBe(screen.getByTestId('field-confirmNewPassword'));
    type('field-confirmNewPassword', 'novasenha1');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('Senha alterada com sucesso'));
    const call = calls.find((c) => c.path === API.changePassword);
    expect(call?.body).toEqual({ oldPassword: 'segredo123', newPassword: 'novasenha1', confirmNewPassword: 'novasenha1' });
    expect(call?.headers.get('authorization')).toBe('Bearer tok-123');
    const shownAt = Date.now();
    expect(screen.getByTestId('location').textContent).toBe('/m/changePsw');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/home'), { timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(900);
  });

  it('on a refused call only hides the loading state and says why', async () => {
    fakeApi({ [API.changePassword]: () => ({ errorCode: 'password.old.incorrect' }), [API.memberInfo]: () => ({ value: null }) });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/changePsw');
    await screen.findByTestId('field-oldPassword');
    type('field-oldPassword', 'errada1234');
    type('field-newPassword', 'novasenha1');
    type('field-confirmNewPassword', 'novasenha1');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect((await screen.findByTestId('toast')).textContent).toBe('A senha atual está incorreta.');
    expect((screen.getByTestId('change-password-submit') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/m/changePsw');
  });
});

describe('session ending on the server', () => {
  it('clears the session, says "logged out" and goes to the login on login.logged.out', async () => {
    fakeApi({ [API.memberInfo]: () => ({ errorCode: 'login.logged.out', status: 401 }) });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/home');
    fireEvent.click(await screen.findByTestId('open-right-sidebar'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/login'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(screen.getByTestId('toast').textContent).toBe('Sua conta foi desconectada porque entrou em outro dispositivo.');
  });
});
