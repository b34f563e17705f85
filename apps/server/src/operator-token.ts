import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OperatorTokenSource {
  token: string;
  /** Where a generated token is kept; undefined when it came from OPERATOR_TOKEN. */
  file: string | undefined;
}

/**
 * The operator token from the environment, or one generated once into
 * DATA_DIR/operator-token. The file is readable by the owner only because the
 * token unlocks merchant-wide switches; callers log the path, never the token.
 */
export async function resolveOperatorToken(configured: string | undefined, dataDir: string): Promise<OperatorTokenSource> {
  if (configured) return { token: configured, file: undefined };
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, 'operator-token');
  const fresh = randomBytes(32).toString('hex');
  try {
    // 'wx' fails when the file exists, so two processes starting together keep one token.
    await writeFile(file, `${fresh}\n`, { flag: 'wx', mode: 0o600 });
    return { token: fresh, file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  const stored = (await readFile(file, 'utf8')).trim();
  if (stored.length < 24) throw new Error(`${file} holds no usable operator token; delete it to generate a new one`);
  return { token: stored, file };
}
