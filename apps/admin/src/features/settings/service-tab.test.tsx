import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { MerchantSettings } from '@app/contract';
import { initI18n } from '../../lib/i18n/i18n';
import { ServiceTab } from './service-tab';

const mutateAsync = vi.fn(async () => ({}));
vi.mock('@refinedev/core', () => ({
  useGetIdentity: () => ({ data: { permissions: ['settings.manage'] } }),
  useCustomMutation: () => ({ mutateAsync, mutation: { isPending: false } }),
}));

// antd's responsive parts ask the browser for media queries, which jsdom lacks.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  onchange: null,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

afterEach(() => mutateAsync.mockClear());

const settings = {
  customerService: {
    channels: [{ type: 'LIVECHAT', csType: 'LIVECHAT', title: { pt: 'Chat ao vivo', en: '' }, url: 'https://demo.example.com/chat' }],
  },
  liveChat: { externalUrl: null },
  resources: { downloads: [], social: [] },
} as unknown as MerchantSettings;

describe('service channels editor', () => {
  it('shows a channel title per language and saves both', async () => {
    initI18n('en');
    render(
      <App>
        <ServiceTab settings={settings} onSaved={() => undefined} />
      </App>,
    );
    const pt = screen.getByTestId('settings-channel-title-pt') as HTMLInputElement;
    const en = screen.getByTestId('settings-channel-title-en') as HTMLInputElement;
    expect([pt.value, en.value]).toEqual(['Chat ao vivo', '']);
    expect(en.getAttribute('aria-label')).toBe('Title (English)');
    fireEvent.change(en, { target: { value: 'Live chat' } });
    fireEvent.click(screen.getByTestId('settings-save-customerService'));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/wps/operator/settings/customerService',
        method: 'put',
        values: { value: { channels: [expect.objectContaining({ type: 'LIVECHAT', title: { pt: 'Chat ao vivo', en: 'Live chat' } })] } },
      }),
    );
  }, 30_000);
});
