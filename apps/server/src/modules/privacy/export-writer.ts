import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { ABOUT_PARTS, ABOUT_SUMMARY, EXPORT_FORMAT } from './export-about.js';
import { EXPORT_PARTS, type ExportContext } from './export-parts.js';

/**
 * The copy as JSON text, part after part: the small parts whole, the long ones a page of rows (one row a line) at a
 * time, so the file is never held in memory. Pretty enough to read in an editor, compact enough for 100 000 rounds.
 */
export async function* exportJson(ctx: ExportContext, generatedAt: Date): AsyncGenerator<string> {
  const about = { summary: ABOUT_SUMMARY, parts: EXPORT_PARTS.map((part) => ({ key: part.key, ...ABOUT_PARTS[part.key] })) };
  yield `{\n"format": ${JSON.stringify(EXPORT_FORMAT)},\n"generatedAt": ${JSON.stringify(generatedAt.toISOString())},\n`;
  yield `"about": ${JSON.stringify(about, null, 1)}`;
  for (const part of EXPORT_PARTS) {
    yield `,\n${JSON.stringify(part.key)}: `;
    if ('value' in part) {
      yield JSON.stringify((await part.value(ctx)) ?? null, null, 1);
      continue;
    }
    let rows = 0;
    yield '[';
    for await (const page of part.pages(ctx)) {
      yield page.map((row) => `${rows++ === 0 ? '' : ','}\n ${JSON.stringify(row)}`).join('');
    }
    yield rows === 0 ? ']' : '\n]';
  }
  yield '\n}\n';
}

/** Writes the copy under `fileKey` in the store; answers its size and SHA-256 as written. */
export async function writeExport(ctx: ExportContext, fileKey: string, generatedAt: Date): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  async function* chunks(): AsyncGenerator<Buffer> {
    for await (const text of exportJson(ctx, generatedAt)) {
      const chunk = Buffer.from(text, 'utf8');
      hash.update(chunk);
      bytes += chunk.length;
      yield chunk;
    }
  }
  await ctx.deps.store.put(fileKey, Readable.from(chunks()));
  return { bytes, sha256: hash.digest('hex') };
}
