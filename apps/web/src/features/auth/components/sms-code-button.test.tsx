import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/i18n';
import { registerAuthTexts } from '../i18n/auth-texts';
import { SmsCodeButton } from './sms-code-button';

afterEach(() => vi.useRealTimers());

const FIVE_MIN = 5 * 60_000;

function renderButton(number: string | undefined) {
  initI18n('pt');
  registerAuthTexts();
  const request = vi.fn(() => Promise.resolve(Date.now() + FIVE_MIN));
  const view = render(<SmsCodeButton canRequest={() => true} request={request} number={number} />);
  const button = () => screen.getByTestId('sms-send') as HTMLButtonElement;
  const send = async () => {
    fireEvent.click(button());
    await act(async () => {
      await Promise.resolve();
    });
  };
  const wait = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  return { request, view, button, send, wait };
}

describe('SMS code button', () => {
  it('offers a new code after 60 s although the code lives 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { button, send, wait } = renderButton('+5511987654321');
    await send();
    expect([button().textContent, button().disabled]).toEqual(['60 s', true]);
    await wait(61_000);
    expect([button().textContent, button().disabled]).toEqual(['Enviar código', false]);
  });

  it('does not offer a fourth code in 15 minutes, which the server would refuse, and remembers it after a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { request, view, button, send, wait } = renderButton('+5511987654321');
    for (let i = 0; i < 3; i += 1) {
      await send();
      await wait(61_000);
    }
    expect(request).toHaveBeenCalledTimes(3);
    // The first code went out about three minutes ago: about twelve minutes to go.
    expect(button().disabled).toBe(true);
    expect(button().textContent).toMatch(/^1[12]:\d\d$/);
    await send();
    expect(request).toHaveBeenCalledTimes(3);

    view.unmount();
    const again = renderButton('+5511987654321');
    expect(again.button().textContent).toMatch(/^1[12]:\d\d$/);
    await again.wait(12 * 60_000);
    expect(again.button().textContent).toBe('Enviar código');
  });

  it('counts each number on its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = renderButton('+5511900000001');
    for (let i = 0; i < 3; i += 1) {
      await first.send();
      await first.wait(61_000);
    }
    first.view.unmount();
    const other = renderButton('+5511900000002');
    expect(other.button().textContent).toBe('Enviar código');
  });
});
