import { readdir } from 'node:fs/promises';
import { API, KYC_LIMITS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-app.js';
import { dataUrl, kycFixture, PDF, png, SELFIE } from './kyc.test-support.js';

describe.each(testDatabases())('the selfie and the document on %s', (kind) => {
  let k: Awaited<ReturnType<typeof kycFixture>>;
  beforeAll(async () => {
    k = await kycFixture(kind);
  });
  afterAll(async () => k.t.close());

  const checked = async () => {
    const m = await k.f.member();
    expect((await k.checkCpf(m)).statusCode).toBe(200);
    return m;
  };

  it('opens a sandbox session whose capture is the site’s own step, and passes a real photo', async () => {
    const m = await checked();
    const session = (await k.startLiveness(m)).json().value;
    expect(session).toMatchObject({ sandbox: true, captureUrl: `/m/verifyIdentity?selfie=${session.sessionId}` });
    const res = await k.selfie(m, SELFIE, session.sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.liveness).toMatchObject({ state: 'passed', sessionsLeft: KYC_LIMITS.livenessSessionsPerDay - 1 });
    const review = await k.review(m);
    expect(review.liveness).toMatchObject({ state: 'passed', selfie: { contentType: 'image/png' } });
    expect(review.liveness.score).toBeGreaterThanOrEqual(90);
    // A session is used once.
    expect((await k.selfie(m, SELFIE, session.sessionId)).json().errorCode).toBe('kyc.liveness.not.found');
  });

  it('fails a non-image, an empty upload, a thumbnail, and every selfie while the operator’s switch is on', async () => {
    const m = await checked();
    for (const image of [dataUrl(Buffer.from('not a photo at all'), 'image/jpeg'), 'data:image/png;base64,', dataUrl(png(40, 40))]) {
      const res = await k.selfie(m, image);
      expect(res.statusCode).toBe(200);
      expect(res.json().value.liveness.state).toBe('failed');
    }
    expect((await k.review(m)).liveness).toMatchObject({ state: 'failed', score: 20, selfie: { contentType: 'image/png' } });
    await k.operator('PUT', API.operatorKycSandboxSwitches, { registryDown: false, livenessFailAll: true });
    try {
      expect((await k.selfie(m)).json().value.liveness.state).toBe('failed');
    } finally {
      await k.operator('PUT', API.operatorKycSandboxSwitches, { registryDown: false, livenessFailAll: false });
    }
    expect((await k.selfie(m)).json().value.liveness.state).toBe('passed');
    expect((await k.selfie(m, dataUrl(Buffer.alloc(KYC_LIMITS.fileBytes + 1, 1)))).statusCode).toBe(413);
  });

  it('lets nobody else complete, or even see, a member’s session; an old session has expired', async () => {
    const owner = await checked();
    const other = await checked();
    const sessionId = (await k.startLiveness(owner)).json().value.sessionId as string;
    const stolen = await k.selfie(other, SELFIE, sessionId);
    expect([stolen.statusCode, stolen.json().errorCode]).toEqual([404, 'kyc.liveness.not.found']);
    expect((await k.kycOf(other)).liveness.state).toBe('none');
    expect((await k.kycOf(owner)).liveness.state).toBe('none');
    k.clock.advance(16 * 60 * 1000);
    expect((await k.selfie(owner, SELFIE, sessionId)).json().errorCode).toBe('kyc.liveness.not.found');
    expect((await k.f.call('POST', API.kycLivenessResult.replace(':sessionId', sessionId), owner.token, {})).statusCode).toBe(404);
  });

  it('keeps both sides of a document, typed by their first bytes, and refuses what is no photo or PDF, or too large', async () => {
    const early = await k.f.member();
    expect((await k.document(early)).json().errorCode).toBe('kyc.step.required');
    const m = await checked();
    const exe = dataUrl(Buffer.from('MZ\x90\x00\x03\x00\x00\x00 program'), 'image/jpeg');
    expect((await k.document(m, exe)).json()).toMatchObject({
      errorCode: 'kyc.file.type',
      message: 'Envie uma foto (JPEG, PNG ou WebP) ou um PDF.',
    });
    expect((await k.document(m, SELFIE, dataUrl(Buffer.from('plain text')))).statusCode).toBe(400);
    // One byte over is refused once decoded; far over, the schema already refuses its length.
    const head = png(10, 10);
    const over = dataUrl(Buffer.concat([head, Buffer.alloc(KYC_LIMITS.fileBytes + 1 - head.length)]));
    expect((await k.document(m, over)).json()).toMatchObject({
      errorCode: 'kyc.file.too.large',
      message: 'Cada arquivo pode ter no máximo 5 MB.',
    });
    const large = dataUrl(Buffer.concat([png(10, 10), Buffer.alloc(KYC_LIMITS.fileBytes)]));
    expect((await k.document(m, large)).json().data.fields[0]).toMatchObject({ path: 'front', code: 'kyc_file_too_large' });
    expect((await k.document(m, SELFIE, SELFIE, 'passport')).statusCode).toBe(400);
    // A PDF declared as a PNG is kept as the PDF it is.
    const res = await k.document(m, SELFIE, PDF.replace('application/pdf', 'image/png'), 'cnh');
    expect(res.statusCode).toBe(200);
    expect(res.json().value.document).toMatchObject({ state: 'pending', kind: 'cnh', reason: null });
    const review = await k.review(m);
    expect(review.document).toMatchObject({ front: { contentType: 'image/png' }, back: { contentType: 'application/pdf' } });
    expect((await k.document(m)).json().errorCode).toBe('kyc.document.state');
    const stored = await readdir(`${k.filesDir}/kyc/${m.merchantId}/${m.memberId}`);
    expect(stored.filter((name) => name.endsWith('.pdf'))).toHaveLength(1);

    const file = await k.operator('GET', API.operatorKycFile.replace(':id', String(review.document.back!.id)));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await k.operator('GET', API.operatorKycFile.replace(':id', '999999999'))).json().errorCode).toBe('kyc.file.not.found');
  });

  it('shows the rejection and its reason to the player, who may upload again', async () => {
    const m = await checked();
    await k.document(m);
    const rejected = await k.decide(m, { decision: 'reject', reason: 'illegible' });
    expect(rejected.json().value.document).toMatchObject({ state: 'rejected', reason: 'illegible', decidedBy: expect.any(String) });
    expect((await k.kycOf(m)).document).toMatchObject({ state: 'rejected', reason: 'illegible' });
    expect((await k.decide(m, { decision: 'approve' })).json().errorCode).toBe('kyc.document.state');
    expect((await k.decide(m, { decision: 'reject' })).statusCode).toBe(400);
    expect((await k.document(m)).json().value.document).toMatchObject({ state: 'pending', reason: null });
  });
});
