import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { OperatorRole } from '@app/contract';
import { API } from '@app/contract';
import { nextIp } from '../../test/accounts.js';
import { createTestApp, operatorHeaders, type DatabaseKind, type TestApp, type TestAppOptions } from '../../test/test-app.js';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one grey shade (`shade` makes distinct files: their names are content hashes). */
export function png(width: number, height: number, shade = 0x80): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, shade);
  for (let y = 0; y < height; y += 1) rows[y * (width + 1)] = 0;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

export type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A test app whose uploads go to a fresh folder (or the store the options choose), and the operator's hands. */
export async function contentApp(kind: DatabaseKind, options: TestAppOptions = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'content-files-'));
  const t: TestApp = await createTestApp(kind, { ...options, config: { fileStore: { kind: 'local', dir }, ...options.config } });
  const call = (method: Method, url: string, payload?: object, headers: Headers = operatorHeaders) =>
    t.app.inject({ method, url, remoteAddress: nextIp(), headers, ...(payload && { payload }) });
  const keyOf = async (role: OperatorRole): Promise<Headers> => {
    const created = await call('POST', API.operatorApiKeys, { name: `content ${role}`, role });
    return { authorization: `Bearer ${created.json().value.secret as string}` };
  };
  const audit = async () => (await call('GET', `${API.operatorAudit}?limit=50`)).json().value.rows as Array<Record<string, unknown>>;
  const guest = (url: string, language = 'pt') => t.app.inject({ method: 'GET', url, remoteAddress: nextIp(), headers: { language } });
  return {
    t,
    dir,
    call,
    keyOf,
    audit,
    guest,
    close: async () => {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
export type ContentApp = Awaited<ReturnType<typeof contentApp>>;

export const itemUrl = (path: string, id: number | string) => path.replace(':id', String(id));
export const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
