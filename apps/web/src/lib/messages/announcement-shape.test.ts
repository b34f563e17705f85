import { describe, expect, it } from 'vitest';
import { parseAnnouncements } from './announcement-shape';

describe('parseAnnouncements', () => {
  it('keeps well-formed items, drops the rest, and reads the agent footer count', () => {
    const parsed = parseAnnouncements({
      banners: [{ id: null, url: '/banners/default-pt.svg', groupName: 'm_home', linkUrl: null }, { url: 3 }],
      player: [
        { id: 1, type: 'PL', title: 'A', content: '<p>x</p>', startDate: '2026-01-01T00:00:00Z', endDate: null, read: true },
        { id: 'x' },
      ],
      footer: { unreadCount: 2 },
    });
    expect(parsed.banners).toEqual([{ id: null, url: '/banners/default-pt.svg', linkUrl: null }]);
    expect(parsed.player).toHaveLength(1);
    expect(parsed.player[0]).toMatchObject({ id: 1, title: 'A', read: true });
    expect(parsed.popup).toEqual([]);
    expect(parsed.agentUnread).toBe(2);
  });

  it('refuses an answer that is not an object', () => {
    expect(() => parseAnnouncements(null)).toThrow();
  });
});
