import { expect, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 } as const;
export const NARROW = { width: 320, height: 640 } as const;

/** Scrolls the page to its end, again while it grows (sections and list pages load on approach). */
export async function scrollToEnd(page: Page): Promise<void> {
  let height = -1;
  let still = 0;
  for (let round = 0; round < 40 && still < 3; round += 1) {
    const now = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    still = now === height ? still + 1 : 0;
    height = now;
    await page.waitForTimeout(300);
  }
}

/** Scrolls down until an element of a section that loads on approach is on the page. */
export async function scrollUntilAttached(page: Page, testId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return page.getByTestId(testId).count();
      },
      { message: testId, timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}

/**
 * What the floating service button hides where the page stands: links, buttons, fields, pictures and visible
 * text whose box meets the round button and that shows at that point once the button is out of the way (so a box
 * clipped away, or under another layer, does not count). Answers one line per hidden thing.
 */
export function hiddenByServiceButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('[data-testid="floating-service"]');
    if (!button) return [];
    const box = button.getBoundingClientRect();
    const radius = box.width / 2;
    const cx = box.left + radius;
    const cy = box.top + box.height / 2;
    // The point of a box nearest the button's centre, when it lies under the round button.
    const pointUnder = (r: DOMRect) => {
      if (r.width < 1 || r.height < 1) return null;
      const x = Math.min(Math.max(cx, r.left + 1), r.right - 1);
      const y = Math.min(Math.max(cy, r.top + 1), r.bottom - 1);
      return Math.hypot(x - cx, y - cy) < radius ? { x, y } : null;
    };
    const outside = (el: Element) => el.closest('[data-testid="floating-service"], [data-testid="footer-menu"], [data-testid="toast"]');
    const name = (el: Element, text: string) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${text.trim().slice(0, 40)}"`;
    const found: string[] = [];
    const check = (el: Element, rects: Iterable<DOMRect>, text: string) => {
      for (const rect of rects) {
        const point = pointUnder(rect);
        const top = point && document.elementFromPoint(point.x, point.y);
        if (top && (top === el || el.contains(top))) {
          found.push(name(el, text));
          return;
        }
      }
    };
    button.style.display = 'none';
    try {
      const things = document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], img, canvas, svg');
      for (const el of Array.from(things))
        if (!outside(el)) check(el, Array.from(el.getClientRects()), el.textContent ?? el.getAttribute('alt') ?? '');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || outside(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        check(parent, Array.from(range.getClientRects()), node.textContent);
      }
    } finally {
      button.style.display = '';
    }
    return [...new Set(found)];
  });
}

/**
 * How wide the page is against the phone's width, and the elements that stick out. A phone (isMobile) zooms out
 * to show a page wider than itself, which widens window.innerWidth with it: the width compared is the phone's.
 */
export async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; outside: string[] }> {
  const phoneWidth = page.viewportSize()!.width;
  return page.evaluate((phoneWidth) => {
    const innerWidth = Math.min(window.innerWidth, phoneWidth);
    const outside = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5)
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}[${el.getAttribute('data-testid') ?? ''}]`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, outside };
  }, phoneWidth);
}

/**
 * Words split across two lines inside `selector`: what `word-break: break-all`, or `overflow-wrap: anywhere` in a
 * squeezed box, do. A word may still break at its hyphen or slash, and a value wider than both its box and 40 % of
 * the window (a hash, a long username) may break where it must; an ordinary word never.
 */
export function wordsBrokenMidWord(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const root of Array.from(document.querySelectorAll(selector))) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (!parent) continue;
        const room = parent.closest('li, section, div, p, td, dd, dt, button, label, a')?.clientWidth ?? Infinity;
        for (const match of text.matchAll(/[^\s\-/]+[-/]?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
          const lines = new Set(rects.map((r) => Math.round(r.top)));
          const width = rects.reduce((sum, r) => sum + r.width, 0);
          if (lines.size > 1 && width < Math.max(room, window.innerWidth * 0.4))
            found.push(`"${match[0]}" in "${text.trim().slice(0, 50)}"`);
        }
      }
    }
    return found;
  }, selector);
}
