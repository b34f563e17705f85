import { createHash, randomUUID } from 'node:crypto';
import type { ServiceDeps } from '../../infra/deps.js';
import { imageDimensions } from './file-type.js';
import * as sandbox from './kyc-sandbox.repository.js';
import { LIVENESS_SESSION_TTL_MS, type LivenessResult, type SandboxLivenessCheck } from './liveness-check.js';
import * as sessions from './liveness-sessions.repository.js';

/** The smallest side of a selfie the sandbox accepts: a camera's photo has far more; an icon or a thumbnail has less. */
export const SANDBOX_MIN_SIDE_PX = 120;

/**
 * The sandbox's score of a selfie. It does not detect faces: it only tells a real image of a reasonable size
 * (90 to 99, from its hash, so the same photo scores the same) from a non-image or an empty one (0) and a tiny one
 * (20). `failAll` (the operator's switch) scores every selfie 10, to exercise a failed check.
 */
export function scoreSelfie(image: Buffer, failAll: boolean): number {
  const size = imageDimensions(image);
  if (!size) return 0;
  if (Math.min(size.width, size.height) < SANDBOX_MIN_SIDE_PX) return 20;
  if (failAll) return 10;
  return 90 + (createHash('sha256').update(image).digest()[0]! % 10);
}

/**
 * The embedded liveness check (KYC_LIVENESS=sandbox): its capture page is the player site's own selfie step (a photo
 * from the phone's front camera, uploaded), and a session's result is kept on our session row, as a provider keeps
 * it on its side. Sessions expire after LIVENESS_SESSION_TTL_MS, like a provider's.
 */
export function sandboxLiveness(deps: ServiceDeps, minScore: number): SandboxLivenessCheck {
  return {
    name: 'sandbox',
    async startSession() {
      const sessionId = randomUUID();
      return { sessionId, captureUrl: `/m/verifyIdentity?${new URLSearchParams({ selfie: sessionId }).toString()}` };
    },
    async capture(sessionId, image) {
      const session = await sessions.findSession(deps.db, sessionId);
      if (!session) return;
      const { livenessFailAll } = await sandbox.switchesOf(deps.db, session.merchantId);
      const score = scoreSelfie(image, livenessFailAll);
      await sessions.completeSession(deps.db, sessionId, {
        status: score >= minScore ? 'succeeded' : 'failed',
        score,
        at: new Date(deps.clock()),
      });
    },
    async result(sessionId): Promise<LivenessResult> {
      const session = await sessions.findSession(deps.db, sessionId);
      if (!session) return { status: 'expired' };
      if (session.status === 'created') {
        return deps.clock() - session.createdAt.getTime() > LIVENESS_SESSION_TTL_MS ? { status: 'expired' } : { status: 'pending' };
      }
      if (session.status === 'expired' || session.score === null) return { status: 'expired' };
      return { status: 'complete', passed: session.score >= minScore, score: session.score };
    },
  };
}
