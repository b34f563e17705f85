import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API } from '@app/contract';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { makeStatus } from '../../test/status-fixture';
import { WidgetTokens } from './provider-widget';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script[src*="turnstile"]').forEach((script) => script.remove());
});

describe('the human check of the account forms', () => {
  it('solves a challenge as the form mounts and sends each call its own proof', async () => {
    const { calls } = fakeApi({ [API.forgotPassword]: () => ({ value: null }) });
    renderApp('/m/forget');
    await waitFor(() => expect(calls.filter((c) => c.path === API.captchaChallenge)).toHaveLength(1));
    fireEvent.change(await screen.findByTestId('field-username'), { target: { value: 'ana_1' } });
    fireEvent.change(screen.getByTestId('field-email'), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByTestId('forget-submit'));
    await screen.findByTestId('forget-sent');
    const sent = calls.find((c) => c.path === API.forgotPassword);
    expect(JSON.parse(atob(sent?.headers.get('x-human-proof') ?? ''))).toMatchObject({
      challenge: { signature: expect.any(String) },
      solution: { counter: 3 },
    });
    // The next call's proof is prepared at once.
    await waitFor(() => expect(calls.filter((c) => c.path === API.captchaChallenge)).toHaveLength(2));
  });

  it('with Turnstile configured loads its widget instead, and asks for no challenge', async () => {
    const { calls } = fakeApi({});
    renderApp('/m/login', makeStatus({ humanCheck: { provider: 'turnstile', siteKey: '0x4AAA-site' } }));
    expect(await screen.findByTestId('human-check-widget')).toBeTruthy();
    await waitFor(() =>
      expect(document.head.querySelector('script[src^="https://challenges.cloudflare.com/turnstile/v0/api.js"]')).not.toBeNull(),
    );
    expect(calls.filter((c) => c.path === API.captchaChallenge)).toHaveLength(0);
  });
});

describe('widget tokens', () => {
  it('hands each token out once, resetting the widget, and waits for the next', async () => {
    const tokens = new WidgetTokens();
    const reset = vi.fn();
    tokens.reset = reset;
    tokens.put('t1');
    await expect(tokens.take()).resolves.toBe('t1');
    expect(reset).toHaveBeenCalledTimes(1);
    const waiting = tokens.take();
    tokens.put('t2');
    await expect(waiting).resolves.toBe('t2');
  });

  it('fails as unavailable when the widget errs or gives no token in time', async () => {
    const tokens = new WidgetTokens();
    const failed = tokens.take();
    tokens.fail();
    await expect(failed).rejects.toMatchObject({ errorCode: 'captcha.provider.unavailable' });
    vi.useFakeTimers();
    const late = tokens.take();
    vi.advanceTimersByTime(30_000);
    await expect(late).rejects.toMatchObject({ errorCode: 'captcha.provider.unavailable' });
  });
});
