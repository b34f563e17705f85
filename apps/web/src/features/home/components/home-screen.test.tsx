import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@app/contract';
import { lobbyApi } from '../../../test/lobby-api';
import { renderApp } from '../../../test/render-app';
import { makeStatus } from '../../../test/status-fixture';

afterEach(() => vi.unstubAllGlobals());

function statusWithSocial() {
  const status = makeStatus();
  status.info.resources.social = [
    { type: 'FACEBOOK', url: 'https://social.example/demo' },
    { type: 'YOUTUBE', url: '' },
  ];
  return status;
}

describe('home (SPEC §2)', () => {
  it('shows every section in SPEC order', async () => {
    lobbyApi({ [API.announcements]: () => ({ value: { player: [], popup: [] } }) });
    renderApp('/m/home', statusWithSocial());
    // The lower sections are a chunk of their own: the first test to open them pays for its transform.
    await screen.findByTestId('home-footer', {}, { timeout: 12_000 });
    await screen.findAllByTestId('match-card');
    const order = [
      'home-banner',
      'notice-ticker',
      'home-menu',
      'home-block-HOT',
      'home-block-RNG',
      'home-block-LIVE',
      'home-block-FISH',
      'home-block-TA',
      'home-block-PP',
      'home-matches',
      'home-winners',
      'home-jackpot',
      'home-invite',
      'home-footer',
    ];
    const nodes = order.map((id) => screen.getAllByTestId(id)[0]!);
    for (let i = 1; i < nodes.length; i += 1) {
      expect(nodes[i - 1]!.compareDocumentPosition(nodes[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByTestId('notice-ticker-empty').textContent).toBe('Nenhum aviso no momento.');
    expect(
      within(screen.getByTestId('home-menu'))
        .getAllByRole('button', { pressed: false })
        .map((b) => b.dataset.category)
        .filter(Boolean),
    ).toEqual(['HOT', 'RNG', 'LIVE', 'FISH', 'TA', 'PP']);
  });

  it('fills each block with its category and labels hot, new and popular games', async () => {
    lobbyApi();
    renderApp('/m/home');
    const live = await screen.findByTestId('home-block-LIVE');
    await waitFor(() =>
      expect(
        within(live)
          .getAllByTestId('game-name')
          .map((n) => n.textContent),
      ).toEqual(['Roleta Ao Vivo']),
    );
    const ta = await screen.findByTestId('home-block-TA');
    await waitFor(() =>
      expect(
        within(ta)
          .getAllByTestId('game-tile')
          .every((t) => t.dataset.vendor === 'TA'),
      ).toBe(true),
    );
    const hot = screen.getByTestId('home-block-HOT');
    await waitFor(() => expect(within(hot).getAllByTestId('label-hot')).toHaveLength(3));
    expect(within(hot).getAllByTestId('label-new')).toHaveLength(1);
    expect(within(hot).getAllByTestId('label-popular')).toHaveLength(1);
    // Demo content is named as illustrative artwork, never as play money.
    expect(
      within(hot)
        .getAllByTestId('demo-mark')
        .map((m) => m.textContent),
    ).toEqual(['arte ilustrativa', 'arte ilustrativa', 'arte ilustrativa']);
  });

  it('"more" switches the home to that category and presses its chip', async () => {
    lobbyApi();
    renderApp('/m/home');
    fireEvent.click(await screen.findByTestId('home-block-more-LIVE'));
    expect(await screen.findByTestId('category-view-LIVE')).toBeTruthy();
    expect(screen.getByTestId('home-menu-LIVE').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('home-lobby')).toBeNull();
    expect(screen.getByTestId('vendor-more-games').getAttribute('href')).toBe('/m/gameList?gameType=LIVE');
  });

  it('sends a guest who taps a star or a game to the login', async () => {
    lobbyApi();
    renderApp('/m/home');
    const hot = await screen.findByTestId('home-block-HOT');
    fireEvent.click((await within(hot).findAllByTestId('game-star'))[0]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/login'));
  });

  it('splits the winner board into big wins and jackpots, and scrolls only a list past three', async () => {
    lobbyApi();
    renderApp('/m/home');
    const big = await screen.findByTestId('winners-big');
    const jackpot = screen.getByTestId('winners-jackpot');
    expect(within(big).getAllByTestId('winner-entry')).toHaveLength(5);
    expect(big.dataset.scrolls).toBe('true');
    expect(within(jackpot).getAllByTestId('winner-entry')).toHaveLength(1);
    expect(jackpot.dataset.scrolls).toBe('false');
    expect(within(big).getAllByTestId('winner-entry')[0]!.textContent).toContain('R$ 1.000,50');
    // Only the seeded demo winner is marked, in text and for assistive tech.
    expect(within(big).queryAllByTestId('winner-demo')).toHaveLength(0);
    expect(within(jackpot).getByTestId('winner-demo').textContent).toBe('demo');
    expect(within(jackpot).getByTestId('winner-entry').getAttribute('aria-label')).toContain('ganhador de demonstração');
  });

  it('hides a sport without matches and shows a card with odds and a date label', async () => {
    lobbyApi();
    renderApp('/m/home');
    const sections = await screen.findAllByTestId('home-matches');
    expect(sections).toHaveLength(1);
    expect(sections[0]!.getAttribute('aria-label')).toBe('Futebol');
    const card = within(sections[0]!).getByTestId('match-card');
    expect(card.textContent).toContain('Azul FC');
    expect(card.textContent).toContain('3.20');
    expect(within(card).getByTestId('match-day').textContent).toMatch(/^\d{2}-[a-z]{3}$/);
  });

  it('footer: help links, products, only the social links that are set, about text and copyright', async () => {
    const api = lobbyApi();
    renderApp('/m/home', statusWithSocial());
    const footer = await screen.findByTestId('home-footer');
    await waitFor(() =>
      expect(
        within(footer)
          .getAllByRole('link', { name: /Como depositar|Saques/ })
          .map((a) => a.getAttribute('href')),
      ).toEqual(['/m/help?i=0', '/m/help?i=1']),
    );
    expect(within(footer).getByTestId('social-FACEBOOK').getAttribute('href')).toBe('https://social.example/demo');
    expect(within(footer).queryByTestId('social-YOUTUBE')).toBeNull();
    expect(within(footer).getByTestId('footer-about').textContent).toBe('About the demo site.');
    expect(within(footer).getByTestId('footer-copyright').textContent).toBe('© 2020-2023 Demo Site. Todos os direitos reservados.');
    fireEvent.click(within(footer).getByTestId('footer-product-FISH'));
    expect(await screen.findByTestId('category-view-FISH')).toBeTruthy();
    expect(api.calls.find((c) => c.path === API.helpCenter)?.query.get('device')).toBe('MOBILE');
  });
});
