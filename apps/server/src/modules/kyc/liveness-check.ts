/** A session the provider opened: where the player takes the selfie. */
export interface LivenessSession {
  sessionId: string;
  captureUrl: string;
}

/**
 * What the provider says of a session (AWS Rekognition Face Liveness, Unico and idwall all answer this shape): still
 * waiting for the capture, ended without one, or complete with a confidence from 0 to 100. `passed` is the provider's
 * confidence against KYC_LIVENESS_MIN_SCORE.
 */
export type LivenessResult = { status: 'pending' } | { status: 'expired' } | { status: 'complete'; passed: boolean; score: number };

/** The provider did not answer usefully (down, too slow, refused our key, unreadable answer). */
export class LivenessUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`liveness provider unavailable (${reason})`);
    this.name = 'LivenessUnavailable';
  }
}

export interface LivenessMember {
  merchantId: number;
  memberId: number;
}

/** KYC_LIVENESS: the embedded sandbox or a provider behind the documented session API. */
export interface LivenessCheck {
  name: 'sandbox' | 'http';
  startSession(member: LivenessMember): Promise<LivenessSession>;
  result(sessionId: string): Promise<LivenessResult>;
}

/** The sandbox's capture happens on the player site: the selfie is handed to it (sandbox only). */
export interface SandboxLivenessCheck extends LivenessCheck {
  name: 'sandbox';
  capture(sessionId: string, image: Buffer): Promise<void>;
}

/** A session not completed within this long has expired (AWS: 3 minutes; the sandbox is kinder to a slow phone). */
export const LIVENESS_SESSION_TTL_MS = 15 * 60 * 1000;
