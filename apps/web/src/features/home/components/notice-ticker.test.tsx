import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/i18n';
import { registerLobbyTexts } from '../i18n/lobby-texts';
import { NoticeTicker } from './notice-ticker';

describe('notice ticker (SPEC §2)', () => {
  it('says there is no announcement when it has no items', () => {
    initI18n('en');
    registerLobbyTexts();
    render(<NoticeTicker items={[]} onSelect={() => undefined} />);
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
        onSelect={onSelect}
      />,
    );
    expect(screen.queryByTestId('notice-ticker-empty')).toBeNull();
    fireEvent.click(screen.getByText('Novo jogo'));
    expect(onSelect).toHaveBeenCalledWith(1);
  });
});
