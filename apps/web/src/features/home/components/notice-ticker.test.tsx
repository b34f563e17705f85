import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/i18n';
import { registerLobbyTexts } from '../i18n/lobby-texts';
import { NoticeTicker, tickerView } from './notice-ticker';

describe('notice ticker (SPEC §2)', () => {
  it('says there is no announcement only when the call answered none', () => {
    expect(tickerView(undefined, true)).toBe('loading');
    expect(tickerView(undefined, false)).toBe('blank');
    expect(tickerView([], false)).toBe('empty');
    expect(tickerView([{ id: 'a', title: 'x' }], false)).toBe('titles');
  });

  it('shows a placeholder bar, not the no-announcement text, while the notices load', () => {
    initI18n('pt');
    registerLobbyTexts();
    render(<NoticeTicker items={undefined} loading onSelect={() => undefined} />);
    expect(screen.getByTestId('notice-ticker-loading')).toBeTruthy();
    expect(screen.getByTestId('notice-ticker').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('notice-ticker-empty')).toBeNull();
    expect(screen.getByTestId('notice-ticker').textContent).toBe('');
  });

  it('says nothing when the call failed', () => {
    initI18n('pt');
    registerLobbyTexts();
    render(<NoticeTicker items={undefined} loading={false} onSelect={() => undefined} />);
    expect(screen.queryByTestId('notice-ticker-loading')).toBeNull();
    expect(screen.queryByTestId('notice-ticker-empty')).toBeNull();
  });

  it('says there is no announcement when it answered no items', () => {
    initI18n('en');
    registerLobbyTexts();
    render(<NoticeTicker items={[]} loading={false} onSelect={() => undefined} />);
    expect(screen.getByTestId('notice-ticker-empty').textContent).toBe('No announcements right now.');
  });

  it('runs the titles and reports the index of the tapped one', () => {
    initI18n('pt');
    registerLobbyTexts();
    const onSelect = vi.fn();
    render(
      <NoticeTicker
        items={[
          { id: 'a', title: 'Manutenção às 3h' },
          { id: 'b', title: 'Novo jogo' },
        ]}
        loading={false}
        onSelect={onSelect}
      />,
    );
    expect(screen.queryByTestId('notice-ticker-empty')).toBeNull();
    fireEvent.click(screen.getByText('Novo jogo'));
    expect(onSelect).toHaveBeenCalledWith(1);
  });
});
