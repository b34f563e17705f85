import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A faithful stand-in for an S3-compatible server, path-style, on 127.0.0.1: PutObject, GetObject, HeadObject,
 * DeleteObject and ListObjectsV2 (paged by `pageSize`). Every request must carry a SigV4 Authorization header of
 * the right shape whose signature verifies with the one known key pair (recomputed here from the canonical request,
 * independently of the client's signer), and a payload hash that matches the body; anything else answers 403 in
 * S3's XML, as a real server would.
 */
export interface FakeS3 {
  url: string;
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** Every request: method, path and the operation the fake recognised. */
  requests: Array<{ method: string; path: string; operation: string }>;
  close(): Promise<void>;
}

export const FAKE_S3_KEYS = { accessKeyId: 'AKIAFAKEFAKEFAKE0001', secretAccessKey: 'fake-secret-key/0123456789abcdefghijklmn' };
const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(search: URLSearchParams): string {
  return [...search.entries()]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** Why the request's signature does not hold, or null when it does. */
function signatureProblem(request: IncomingMessage, url: URL, body: Buffer): string | null {
  const match = AUTH.exec(String(request.headers.authorization ?? ''));
  if (!match) return 'AccessDenied: no SigV4 Authorization header';
  const [, keyId, day, region, signed, signature] = match as unknown as [string, string, string, string, string, string];
  if (keyId !== FAKE_S3_KEYS.accessKeyId) return 'InvalidAccessKeyId';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  const names = signed.split(';');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || !amzDate.startsWith(day)) return 'AccessDenied: x-amz-date';
  if (!['host', 'x-amz-date', 'x-amz-content-sha256'].every((h) => names.includes(h))) return 'AccessDenied: signed headers';
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const headers = names
    .map(
      (n) =>
        `${n}:${String(request.headers[n] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [request.method, url.pathname, canonicalQuery(url.searchParams), headers, signed, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${FAKE_S3_KEYS.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature ? null : 'SignatureDoesNotMatch';
}

const xmlError = (response: ServerResponse, status: number, code: string) => {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
};

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function listPage(fake: FakeS3, bucket: string, search: URLSearchParams, pageSize: number): string {
  const prefix = search.get('prefix') ?? '';
  const after = search.get('continuation-token') ?? '';
  const keys = [...fake.objects.keys()].filter((k) => k.startsWith(`${bucket}/${prefix}`) && k > `${bucket}/${after}`).sort();
  const page = keys.slice(0, pageSize).map((k) => k.slice(bucket.length + 1));
  const truncated = keys.length > pageSize;
  const contents = page.map(
    (k) => `<Contents><Key>${escapeXml(k)}</Key><Size>${fake.objects.get(`${bucket}/${k}`)!.body.length}</Size></Contents>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
    `<Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys>` +
    `<IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${escapeXml(page.at(-1)!)}</NextContinuationToken>` : ''}` +
    `${contents.join('')}</ListBucketResult>`
  );
}

function handle(fake: FakeS3, request: IncomingMessage, body: Buffer, response: ServerResponse, pageSize: number): void {
  const url = new URL(request.url ?? '/', 'http://fake');
  const [bucket = '', ...rest] = url.pathname.slice(1).split('/');
  const key = rest.map(decodeURIComponent).join('/');
  const method = request.method ?? 'GET';
  const operation = key === '' ? (method === 'GET' && url.searchParams.get('list-type') === '2' ? 'ListObjectsV2' : 'unknown') : method;
  fake.requests.push({ method, path: url.pathname, operation });
  const problem = signatureProblem(request, url, body);
  if (problem) return xmlError(response, 403, problem.split(':')[0]!);
  const id = `${bucket}/${key}`;
  const stored = fake.objects.get(id);
  if (operation === 'ListObjectsV2') {
    response.writeHead(200, { 'content-type': 'application/xml' });
    return void response.end(listPage(fake, bucket, url.searchParams, pageSize));
  }
  if (method === 'PUT') {
    fake.objects.set(id, { body, contentType: request.headers['content-type'] });
    response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
    return void response.end();
  }
  if (method === 'DELETE') {
    fake.objects.delete(id);
    response.writeHead(204);
    return void response.end();
  }
  if (method === 'GET' || method === 'HEAD') {
    if (!stored) return method === 'HEAD' ? void (response.writeHead(404), response.end()) : xmlError(response, 404, 'NoSuchKey');
    response.writeHead(200, { 'content-length': stored.body.length, 'content-type': stored.contentType ?? 'binary/octet-stream' });
    return void response.end(method === 'HEAD' ? undefined : stored.body);
  }
  xmlError(response, 405, 'MethodNotAllowed');
}

export async function startFakeS3(options: { pageSize?: number } = {}): Promise<FakeS3> {
  const pageSize = options.pageSize ?? 1000;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(fake, request, Buffer.concat(chunks), response, pageSize));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeS3 = {
    url: `http://127.0.0.1:${port}`,
    objects: new Map(),
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
