import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type LimitStatus, type ProtectionStatus } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const none = (kind: LimitStatus['kind']): LimitStatus => ({
  kind,
  period: null,
  value: null,
  used: kind === 'time' ? '0' : '0.00',
  left: null,
  periodEndsAt: null,
  pending: null,
});

function statusOf(
  over: Partial<ProtectionStatus> = {},
  limits: Partial<Record<LimitStatus['kind'], Partial<LimitStatus>>> = {},
): ProtectionStatus {
  return {
    limitsRequired: true,
    missing: [],
    limits: (['loss', 'time', 'deposit', 'bet'] as const).map((kind) => ({ ...none(kind), ...limits[kind] })),
    exclusion: null,
    selfExclusionUrl: 'https://www.gov.br/exclusao',
    realityCheckMinutes: 60,
    identity: { required: true, verified: true },
    restriction: null,
    ...over,
  };
}

const setLimits = {
  loss: { period: 'week', value: '1234.56', used: '234.56', left: '1000.00', periodEndsAt: '2026-11-30T03:00:00Z' },
  time: { period: 'day', value: '120', used: '30', left: '90', periodEndsAt: '2026-11-24T03:00:00Z' },
} as const;

function open(status: ProtectionStatus, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [API.protection]: () => ({ value: status }), ...routes });
  useSessionStore.getState().setSession(sessionValue('ana_1'));
  renderApp('/m/responsibleGaming');
  return api;
}

describe('responsible gaming page', () => {
  it('shows each limit with its period, used and left, and the banner while required limits are missing', async () => {
    open(statusOf({ missing: ['time'] }, { loss: setLimits.loss }));
    expect((await screen.findByTestId('protection-missing')).textContent).toContain('Defina seus limites para jogar');
    expect(screen.getByTestId('protection-missing').textContent).toContain('Limite de tempo');
    expect(screen.getByTestId('limit-loss-value').textContent).toBe('R$ 1.234,56 · Por semana');
    expect(screen.getByTestId('limit-loss-used').textContent).toBe('R$ 234,56');
    expect(screen.getByTestId('limit-loss-left').textContent).toBe('R$ 1.000,00');
    expect(screen.getByTestId('limit-loss-bar').getAttribute('aria-valuenow')).toBe('19');
    expect(screen.getByTestId('limit-loss-ends').textContent).toContain('30/11/2026');
    expect(screen.getByTestId('limit-time-value').textContent).toBe('Sem limite');
    expect(screen.getByTestId('national-link').getAttribute('href')).toBe('https://www.gov.br/exclusao');
    expect(screen.getByTestId('national-link').getAttribute('target')).toBe('_blank');
  });

  it('formats a time limit in hours and minutes', async () => {
    open(statusOf({}, setLimits));
    expect((await screen.findByTestId('limit-time-value')).textContent).toBe('2 h · Por dia');
    expect(screen.getByTestId('limit-time-used').textContent).toBe('30 min');
    expect(screen.getByTestId('limit-time-left').textContent).toBe('1 h 30 min');
    expect(screen.queryByTestId('protection-missing')).toBeNull();
  });

  it('checks and saves a limit with PUT, and offers removal only for optional limits', async () => {
    const { calls } = open(statusOf({}, setLimits), {
      [API.protectionLimits]: () => ({ value: statusOf({}, { ...setLimits, loss: { ...setLimits.loss, value: '50.00', period: 'day' } }) }),
    });
    fireEvent.click(await screen.findByTestId('limit-loss-edit'));
    expect(screen.queryByTestId('limit-loss-remove')).toBeNull();
    fireEvent.change(screen.getByTestId('field-lossAmount'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('limit-loss-save'));
    expect(screen.getByTestId('error-lossLimit').textContent).toBe('O valor deve ficar entre R$ 1,00 e R$ 1.000.000,00.');
    fireEvent.change(screen.getByTestId('field-lossAmount'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('field-lossPeriod'), { target: { value: 'day' } });
    fireEvent.click(screen.getByTestId('limit-loss-save'));
    await waitFor(() => expect(screen.getByTestId('limit-loss-value').textContent).toBe('R$ 50,00 · Por dia'));
    expect(screen.getByTestId('toast').textContent).toBe('Limite salvo.');
    const put = calls.find((c) => c.path === API.protectionLimits);
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({ limits: [{ kind: 'loss', period: 'day', value: '50.00' }] });

    fireEvent.click(screen.getByTestId('limit-deposit-edit'));
    expect(screen.queryByTestId('limit-deposit-remove')).toBeNull();
  });

  it('shows a pending change, and "Confirmar" only once it is confirmable', async () => {
    const pending = (confirmable: boolean) => ({
      period: 'day' as const,
      value: '500.00',
      effectiveAt: '2026-11-24T10:00:00Z',
      confirmable,
    });
    const { calls } = open(
      statusOf(
        {},
        {
          ...setLimits,
          deposit: { period: 'day', value: '100.00', used: '0.00', left: '100.00', pending: pending(false) },
          bet: { period: 'day', value: '10.00', used: '0.00', left: '10.00', pending: pending(true) },
        },
      ),
      { [API.protectionConfirm]: () => ({ value: statusOf({}, setLimits) }) },
    );
    expect((await screen.findByTestId('limit-deposit-pending')).textContent).toContain('Novo limite: R$ 500,00 · Por dia');
    expect(screen.getByTestId('limit-deposit-pending').textContent).toContain('24/11/2026');
    expect(screen.queryByTestId('limit-deposit-confirm')).toBeNull();
    fireEvent.click(screen.getByTestId('limit-bet-confirm'));
    await waitFor(() => expect(screen.queryByTestId('limit-bet-pending')).toBeNull());
    expect(calls.find((c) => c.path === API.protectionConfirm)?.body).toEqual({ kind: 'bet' });
  });

  it('asks before a pause, then logs out and says until when', async () => {
    const { calls } = open(statusOf({}, setLimits), {
      [API.protectionPause]: () => ({
        value: statusOf({ exclusion: { kind: 'pause', until: '2026-11-30T15:00:00Z', since: '2026-11-23T15:00:00Z' } }, setLimits),
      }),
    });
    fireEvent.click(await screen.findByTestId('break-pause-7'));
    const dialog = screen.getByTestId('break-confirm');
    expect(dialog.textContent).toContain('Pausa de 7 dias');
    expect(dialog.textContent).toContain('Todas as suas sessões serão encerradas agora');
    expect(dialog.textContent).toContain('você poderá entrar para sacá-lo');
    expect(calls.some((c) => c.path === API.protectionPause)).toBe(false);
    fireEvent.click(screen.getByTestId('break-confirm-confirm'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/login'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(calls.find((c) => c.path === API.protectionPause)?.body).toEqual({ days: 7 });
    expect(screen.getByTestId('toast').textContent).toContain('Sua conta está em pausa até 30/11/2026');
  });

  it('suggests help after two "yes" answers of the self-test', async () => {
    open(statusOf({}, setLimits));
    fireEvent.click(await screen.findByTestId('self-test-more-yes'));
    expect(screen.getByTestId('self-test-result').textContent).toBe('Responda todas as perguntas para ver o resultado.');
    fireEvent.click(screen.getByTestId('self-test-chase-yes'));
    expect(screen.getByTestId('self-test-result').textContent).toContain('188');
  });

  it('logs out with the server message when a call answers that the time limit is used up', async () => {
    open(statusOf(), {
      [API.protection]: () => ({ errorCode: 'limits.time.reached', status: 403 }),
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/login'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(screen.getByTestId('toast').textContent).toBe('Você atingiu seu limite de tempo neste período. Volte quando ele terminar.');
  });

  it('under a pause shows why and the way to withdraw, and nothing that the session cannot do', async () => {
    open(statusOf({ exclusion: { kind: 'pause', until: '2026-11-30T15:00:00Z', since: '2026-11-23T15:00:00Z' } }, setLimits));
    const hold = await screen.findByTestId('account-hold');
    expect(hold.textContent).toContain('Conta em pausa até 30/11/2026');
    expect(hold.textContent).toContain('pode ser sacado a qualquer momento');
    expect(screen.getByTestId('account-hold-withdraw').getAttribute('href')).toBe('/m/withdraw');
    expect(screen.queryByTestId('break-pause-7')).toBeNull();
    expect(screen.queryByTestId('limit-loss-edit')).toBeNull();
  });

  it('stays on the page, with the reason, when a call answers that the account is paused', async () => {
    open(statusOf(), {
      [API.protection]: () => ({ errorCode: 'protection.paused', status: 403 }),
    });
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe('Sua conta está em pausa até o fim do período que você escolheu.'),
    );
    expect(screen.getByTestId('location').textContent).toBe('/m/responsibleGaming');
    expect(useSessionStore.getState().session).not.toBeNull();
  });
});
