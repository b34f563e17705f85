import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type PrivacyOverview, type PrivacyRequest } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

/** jsdom has no object URLs: the download test puts its own and takes them away after. */
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => {
  Object.assign(URL, objectUrls);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const request = (over: Partial<PrivacyRequest>): PrivacyRequest => ({
  id: 1,
  kind: 'export',
  status: 'done',
  requestedAt: '2026-12-01T12:00:00Z',
  completedAt: '2026-12-01T12:00:05Z',
  expiresAt: '2026-12-08T12:00:05Z',
  bytes: 20_480,
  downloadable: true,
  refusalReason: null,
  ...over,
});

const downloadPath = (id: number) => API.privacyExportDownload.replace(':id', String(id));

function open(overview: PrivacyOverview, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [API.privacy]: () => ({ value: overview }), ...routes });
  useSessionStore.getState().setSession(sessionValue('ana_1'));
  renderApp('/m/privacy');
  return api;
}

describe('my data and privacy page', () => {
  it('lists the copies with where each stands, downloads a ready one from the session, and waits a day for the next', async () => {
    const expired = request({ id: 2, requestedAt: '2026-11-01T12:00:00Z', downloadable: false });
    const { calls } = open({ requests: [request({}), expired], nextExportAt: '2026-12-02T12:00:00Z' });
    expect((await screen.findByTestId('privacy-export-1-status')).textContent).toBe('Pronta');
    expect(screen.getByTestId('privacy-export-2-status').textContent).toBe('Expirada');
    expect(screen.queryByTestId('privacy-download-2')).toBeNull();
    expect((screen.getByTestId('privacy-export-ask') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('privacy-export-next').textContent).toContain('02/12/2026');

    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:copy'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('meus-dados-2026-12-01.json');
    });
    const files = fakeApi({
      [API.privacy]: () => ({ value: { requests: [request({})], nextExportAt: null } }),
      [downloadPath(1)]: () => ({ value: {} }),
    });
    fireEvent.click(screen.getByTestId('privacy-download-1'));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(files.calls.find((c) => c.path === downloadPath(1))?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(calls.some((c) => c.path === API.privacyExports)).toBe(false);
  });

  it('asks for a copy and shows it queued', async () => {
    const { calls } = open(
      { requests: [], nextExportAt: null },
      {
        [API.privacyExports]: () => ({
          value: { requests: [request({ status: 'pending', downloadable: false })], nextExportAt: '2026-12-02T12:00:00Z' },
        }),
      },
    );
    fireEvent.click(await screen.findByTestId('privacy-export-ask'));
    expect((await screen.findByTestId('privacy-export-1-status')).textContent).toBe('Na fila');
    expect(calls.find((c) => c.path === API.privacyExports)).toMatchObject({ method: 'POST', body: {} });
    expect(screen.getByTestId('toast').textContent).toBe('Pedido recebido. Sua cópia está sendo preparada.');
  });

  it('asks for the password and a confirmation before closing, then signs out', async () => {
    const { calls } = open(
      { requests: [], nextExportAt: null },
      { [API.privacyClosure]: () => ({ value: { requests: [], nextExportAt: null } }) },
    );
    fireEvent.click(await screen.findByTestId('privacy-closure-start'));
    expect((screen.getByTestId('privacy-closure-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('field-closurePassword'), { target: { value: 'segredo123' } });
    fireEvent.change(screen.getByTestId('field-closureReason'), { target: { value: 'Quero parar' } });
    fireEvent.click(screen.getByTestId('privacy-closure-submit'));
    expect(screen.getByTestId('privacy-closure-confirm').textContent).toContain('não poderá mais entrar');
    expect(calls.some((c) => c.path === API.privacyClosure)).toBe(false);
    fireEvent.click(screen.getByTestId('privacy-closure-confirm-confirm'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/login'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(calls.find((c) => c.path === API.privacyClosure)?.body).toEqual({ password: 'segredo123', reason: 'Quero parar' });
    expect(screen.getByTestId('toast').textContent).toBe('Pedido de encerramento recebido. Você saiu da conta.');
  });

  it('stays signed in with the reason when the closure is refused, and shows an operator’s refusal', async () => {
    open(
      {
        requests: [request({ id: 3, kind: 'closure', status: 'refused', refusalReason: 'Saldo depositado depois do pedido' })],
        nextExportAt: null,
      },
      { [API.privacyClosure]: () => ({ errorCode: 'privacy.closure.balance', status: 409 }) },
    );
    expect((await screen.findByTestId('privacy-closure-refused')).textContent).toContain('Saldo depositado depois do pedido');
    fireEvent.click(screen.getByTestId('privacy-closure-start'));
    fireEvent.change(screen.getByTestId('field-closurePassword'), { target: { value: 'segredo123' } });
    fireEvent.click(screen.getByTestId('privacy-closure-submit'));
    fireEvent.click(screen.getByTestId('privacy-closure-confirm-confirm'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('Saque o saldo primeiro'));
    expect(screen.getByTestId('location').textContent).toBe('/m/privacy');
    expect(useSessionStore.getState().session).not.toBeNull();
  });
});
