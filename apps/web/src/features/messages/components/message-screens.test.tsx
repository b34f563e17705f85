import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeStatus } from '../../../test/status-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

const withChat = (on: boolean) => {
  const status = makeStatus();
  return { ...status, info: { ...status.info, whitelabel: { ...status.info.whitelabel, CBS3: on } } };
};

describe('message centre', () => {
  it('shows the unread counts on their rows, 99+ above 99, and the chat row only with CBS3', async () => {
    fakeApi({ [API.unreadCounts]: () => ({ value: { announcement: 3, chat: 150, inbox: 0 } }) });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/message', withChat(true));
    expect((await screen.findByTestId('message-badge-announcements')).textContent).toBe('3');
    expect(screen.getByTestId('message-badge-chat').textContent).toBe('99+');
    expect(screen.queryByTestId('message-badge-inbox')).toBeNull();
    expect(screen.getByTestId('footer-item-chat-badge').textContent).toBe('99+');
  });

  it('hides the live chat without CBS3', async () => {
    fakeApi({ [API.unreadCounts]: () => ({ value: { announcement: 0, chat: 0, inbox: 0 } }) });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/message', withChat(false));
    expect(await screen.findByTestId('message-row-inbox')).toBeTruthy();
    expect(screen.queryByTestId('message-row-chat')).toBeNull();
  });
});

describe('inbox', () => {
  it('reads a message on opening it and renders its HTML without scripts', async () => {
    let read = false;
    const { calls } = fakeApi({
      [API.unreadCounts]: () => ({ value: { announcement: 0, chat: 0, inbox: read ? 0 : 1 } }),
      [API.inboxList]: () => ({
        value: [{ id: 7, title: 'Olá', content: '<p>Oi<img src=x onerror="window.__x=1"></p>', createdAt: '2026-11-23T10:00:00Z', read }],
      }),
      '/wps/inbox/7/read': () => {
        read = true;
        return { value: null };
      },
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/webEmail');
    fireEvent.click(await screen.findByRole('button', { name: /Olá/ }));
    const body = await screen.findByTestId('inbox-body');
    expect(body.innerHTML).not.toContain('onerror');
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/inbox/7/read' && c.method === 'POST')).toBe(true));
    await waitFor(() => expect(screen.getByTestId('inbox-item').getAttribute('data-read')).toBe('true'));
  });
});
