import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, type RainStatus, type RainView } from '@app/contract';
import { rainAnnouncement } from '../../lib/rewards/rain-status';
import { useSessionStore } from '../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { walletValue } from '../../test/wallet-fixtures';

const NOW = '2026-11-26T13:50:00.000Z';
const rain = (startsAt: string, endsAt: string, over: Partial<RainView> = {}): RainView => ({
  id: 4,
  startsAt,
  endsAt,
  envelopeCount: 50,
  envelopesLeft: 50,
  budget: '50.00',
  everyMinutes: 60,
  won: null,
  ...over,
});
const falling: RainStatus = { now: NOW, live: rain('2026-11-26T13:48:00.000Z', '2026-11-26T13:53:00.000Z'), next: null };
const inTenMinutes: RainStatus = { now: NOW, live: null, next: rain('2026-11-26T14:00:00.000Z', '2026-11-26T14:05:00.000Z') };
const inAnHour: RainStatus = { now: NOW, live: null, next: rain('2026-11-26T14:50:00.000Z', '2026-11-26T14:55:00.000Z') };

function member(status: RainStatus) {
  const api = fakeApi({ [API.rainStatus]: () => ({ value: status }), [API.wallet]: () => ({ value: walletValue('5.00') }) });
  useSessionStore.getState().setSession(sessionValue('ana_1'));
  return api;
}

describe('what is announced', () => {
  it('a rain falling with an envelope left, or one starting within 15 minutes; not one already opened or an hour away', () => {
    expect(rainAnnouncement(falling)).toEqual({ kind: 'live', endsAt: falling.live!.endsAt });
    expect(rainAnnouncement(inTenMinutes)).toEqual({ kind: 'soon', startsAt: inTenMinutes.next!.startsAt });
    expect(rainAnnouncement(inAnHour)).toBeNull();
    expect(rainAnnouncement({ ...falling, live: { ...falling.live!, won: '1.00' } })).toBeNull();
    expect(rainAnnouncement({ ...falling, live: { ...falling.live!, envelopesLeft: 0 } })).toBeNull();
  });
});

describe('rain strip on home', () => {
  it('announces a falling rain to a member and leads to /m/redRain', async () => {
    member(falling);
    renderApp('/m/home');
    const strip = await screen.findByTestId('rain-strip');
    expect(strip.dataset.kind).toBe('live');
    expect(strip.textContent).toContain('Está chovendo envelopes!');
    fireEvent.click(strip);
    expect(await screen.findByTestId('screen-redRain')).toBeTruthy();
  });

  it('announces a rain starting soon with its time', async () => {
    member(inTenMinutes);
    renderApp('/m/home');
    const strip = await screen.findByTestId('rain-strip');
    expect(strip.dataset.kind).toBe('soon');
    expect(strip.textContent).toMatch(/Chuva de envelopes às \d{2}:\d{2}/);
  });

  it('asks nothing for a guest', async () => {
    const { calls } = fakeApi({ [API.rainStatus]: () => ({ value: falling }) });
    renderApp('/m/home');
    expect(await screen.findByTestId('screen-home')).toBeTruthy();
    expect(screen.queryByTestId('rain-strip')).toBeNull();
    expect(calls.some((c) => c.path === API.rainStatus)).toBe(false);
  });
});

describe('rain entry in the side menu', () => {
  it('is there for a member while a rain is scheduled, marked "Agora" while one falls', async () => {
    member(falling);
    renderApp('/m/home');
    fireEvent.click(await screen.findByTestId('open-right-sidebar'));
    const link = await within(await screen.findByTestId('right-sidebar')).findByTestId('sidebar-link-redRain');
    expect(link.getAttribute('href')).toBe('/m/redRain');
    expect(within(link).getByTestId('rain-menu-live').textContent).toBe('Agora');
  });

  it('lists a rain an hour away without the live mark, while home has no strip for it', async () => {
    member(inAnHour);
    renderApp('/m/home');
    fireEvent.click(await screen.findByTestId('open-right-sidebar'));
    // The entry shows once the status is here: by then the strip would be there too.
    const link = await screen.findByTestId('sidebar-link-redRain');
    expect(within(link).queryByTestId('rain-menu-live')).toBeNull();
    expect(screen.queryByTestId('rain-strip')).toBeNull();
  });

  it('is not there for a guest', async () => {
    fakeApi({ [API.rainStatus]: () => ({ value: falling }) });
    renderApp('/m/home');
    fireEvent.click(await screen.findByTestId('open-right-sidebar'));
    const sidebar = await screen.findByTestId('right-sidebar');
    expect(within(sidebar).getByTestId('sidebar-link-activity')).toBeTruthy();
    expect(within(sidebar).queryByTestId('sidebar-link-redRain')).toBeNull();
  });
});
