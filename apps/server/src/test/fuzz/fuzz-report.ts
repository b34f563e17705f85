import type { LightMyRequestResponse } from 'fastify';

export interface Failure {
  route: string;
  input: string[];
  status?: number;
  body?: string;
  reason: string;
}

/** NUL, control characters and lone surrogates of labels as \uXXXX, so a report stays readable text. */
// eslint-disable-next-line no-control-regex -- control characters are what it makes visible
const visible = (text: string) => text.replace(/[\0-\x1f\uD800-\uDFFF]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** One line per route and kind of failure, with a count and the first input, so a broken schema reads as one finding. */
export function summarize(failures: Failure[]): string[] {
  const groups = new Map<string, { count: number; first: Failure }>();
  for (const failure of failures) {
    const key = `${failure.route} | ${failure.reason} | ${failure.input.map((label) => label.split(':').pop()).join('+')}`;
    const group = groups.get(key) ?? { count: 0, first: failure };
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, { count, first }]) =>
    visible(`${key} ×${count}: ${first.input.join(', ')} → ${first.status ?? ''} ${first.body ?? ''}`),
  );
}

/** A logged error line as "SQLSTATE message at the first frame of our code": enough to find the schema to fix. */
export function briefly(line: string): string {
  const entry = JSON.parse(line) as { sqlState?: string; err?: { message?: string; stack?: string; cause?: { message?: string } } };
  const frame = /at .*\/apps\/server\/src\/[^\s)]+/.exec(entry.err?.stack ?? '')?.[0] ?? '';
  const message = (entry.err?.cause?.message ?? entry.err?.message ?? '').replace(/\s+/g, ' ').slice(0, 300);
  return visible(`${entry.sqlState ?? ''} ${message} ${frame}`.trim());
}

/** The answers of one route as "status errorCode" → count. */
export class AnswerTally {
  private readonly counts = new Map<string, Map<string, number>>();

  add(route: string, res: LightMyRequestResponse): void {
    let code: string;
    try {
      code = (res.json() as { errorCode?: string }).errorCode ?? '';
    } catch {
      code = 'not-json';
    }
    const counts = this.counts.get(route) ?? new Map<string, number>();
    const key = `${res.statusCode} ${code}`.trim();
    counts.set(key, (counts.get(key) ?? 0) + 1);
    this.counts.set(route, counts);
  }

  of(route: string): Record<string, number> {
    return Object.fromEntries(this.counts.get(route) ?? []);
  }

  /** Routes that gave at least one of these error codes. */
  routesWith(codes: ReadonlySet<string>): string[] {
    return [...this.counts.entries()]
      .filter(([, counts]) => [...counts.keys()].some((key) => codes.has(key.split(' ')[1] ?? '')))
      .map(([route]) => route);
  }
}
