import { describe, expect, it } from 'vitest';
import { parseStrip } from './home-promotions';

describe('home promotion strip answer', () => {
  it('takes the image of sequence 2 of each promotion and leaves out those without an image', () => {
    const value = {
      promotion: [
        {
          id: 4,
          title: 'Cashback',
          announcementImages: [
            { url: '/c-1.svg', sequence: 1 },
            { url: '/c-2.svg', sequence: 2 },
          ],
        },
        { id: 5, title: 'Só capa', announcementImages: [{ url: '/s-1.svg', sequence: 1 }] },
        { id: 6, title: 'Antigo', announcementImages: [], imageUrl: '/old.png' },
        { id: 7, title: 'Sem imagem', announcementImages: [] },
        { title: 'sem id' },
      ],
    };
    expect(parseStrip(value)).toEqual([
      { id: 4, title: 'Cashback', image: '/c-2.svg' },
      { id: 5, title: 'Só capa', image: '/s-1.svg' },
      { id: 6, title: 'Antigo', image: '/old.png' },
    ]);
    expect(parseStrip({})).toEqual([]);
  });
});
