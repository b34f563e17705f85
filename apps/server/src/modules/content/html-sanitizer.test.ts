import { readFileSync } from 'node:fs';
import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMember, guestGet, operatorCalls } from '../../test/content.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { htmlProblems } from './html-safety.js';
import { sanitizeOperatorHtml } from './html-sanitizer.js';

/** Known XSS vectors (OWASP XSS filter evasion cheat sheet and event-handler vectors), one a line. */
const payloads = readFileSync(new URL('./fixtures/xss-payloads.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

describe('the operator HTML sanitiser', () => {
  it('has at least 200 payloads to work on', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(200);
  });

  it('the independent checker catches every payload before sanitising (so it can fail)', () => {
    const caught = payloads.filter((p) => htmlProblems(p).length > 0 || /javascript:/i.test(p));
    expect(caught.length).toBeGreaterThan(200);
  });

  it('keeps the safe subset: formatting, lists, tables, http links (opened outside) and images', () => {
    const html =
      '<h2>T</h2><p style="color:#f00;text-align:center">a <strong>b</strong> <a href="https://example.com/x">c</a></p><ul><li>d</li></ul><img src="https://example.com/a.png" alt="e"><table><tr><td colspan="2">f</td></tr></table>';
    expect(sanitizeOperatorHtml(html)).toBe(
      '<h2>T</h2><p style="color:#f00;text-align:center">a <strong>b</strong> <a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">c</a></p><ul><li>d</li></ul><img src="https://example.com/a.png" alt="e" /><table><tr><td colspan="2">f</td></tr></table>',
    );
  });

  it.each(payloads.map((p, i) => [i, p]))('payload %i leaves nothing executable', (_i, payload) => {
    const clean = sanitizeOperatorHtml(payload as string);
    expect(htmlProblems(clean)).toEqual([]);
    expect(clean).not.toMatch(/<script|<iframe|<object|<embed|<svg|<math|<style|<link|<meta|<base|<form/i);
  });
});

describe.each(testDatabases())('sanitising through the operator calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('stores and serves every payload of announcements, help entries and inbox messages clean', { timeout: 120_000 }, async () => {
    const op = operatorCalls(t);
    const ids = new Set<number>();
    for (const [i, payload] of payloads.entries()) {
      const created = await op.createAnnouncement({ title: `xss ${i} ${payload}`.slice(0, 200), content: payload, sort: 1000 + i });
      expect(htmlProblems(created.content), payload).toEqual([]);
      ids.add(created.id);
    }
    const stored = (await op.call('GET', `${API.operatorAnnouncements}?type=PL&language=pt`)).json().value as Array<{
      id: number;
      title: string;
      content: string;
    }>;
    const served = (await guestGet(t, `${API.announcements}?types=PL`)).json().value.player as Array<{
      id: number;
      title: string;
      content: string;
    }>;
    // The player list is capped at 200 items; the operator list shows them all.
    expect(stored.filter((a) => ids.has(a.id))).toHaveLength(payloads.length);
    expect(served.filter((a) => ids.has(a.id)).length).toBeGreaterThan(150);
    for (const list of [stored, served]) {
      const ours = list.filter((a) => ids.has(a.id));
      for (const a of ours) {
        expect(htmlProblems(a.content), a.content).toEqual([]);
        expect(a.title).not.toMatch(/<[a-z!/]/i);
      }
    }

    for (const [i, payload] of payloads.entries()) {
      const res = await op.call('POST', API.operatorHelpEntries, { language: 'en', sort: 500 + i, title: `help ${i}`, content: payload });
      expect(htmlProblems(res.json().value.content), payload).toEqual([]);
    }
    for (const entry of (await guestGet(t, `${API.helpCenter}?lang=en`)).json().value as Array<{ content: string }>)
      expect(htmlProblems(entry.content)).toEqual([]);

    const member = await contentMember(t);
    for (const payload of payloads) {
      expect((await op.sendInbox({ username: member.username, title: payload.slice(0, 200), content: payload })).statusCode).toBe(200);
    }
    const inbox = (await member.get(API.inboxList)).json().value as Array<{ title: string; content: string }>;
    expect(inbox.length).toBeGreaterThanOrEqual(100);
    for (const m of inbox) {
      expect(htmlProblems(m.content), m.content).toEqual([]);
      expect(m.title).not.toMatch(/<[a-z!/]/i);
    }
  });
});
