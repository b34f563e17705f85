import type { Readable } from 'node:stream';

/** One day's files as a submission carries them: the manifest's bytes, then each file to stream on demand. */
export interface Delivery {
  merchantId: number;
  merchantCode: string;
  day: string;
  manifest: Buffer;
  manifestSha256: string;
  files: Array<{ name: string; bytes: number; sha256: string; open(): Promise<Readable> }>;
}

/**
 * The way files reach the regulator (REGULATOR_SUBMISSION). `submit` answers the regulator's receipt or throws
 * SubmissionRefused with the reason it gave (any other error is a transport failure, recorded the same way).
 */
export interface RegulatorSubmitter {
  name: string;
  /** False for `manual`: the platform sends nothing; an operator downloads the files and uploads them. */
  sends: boolean;
  submit(delivery: Delivery): Promise<{ receipt: string }>;
}

export class SubmissionRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SubmissionRefused';
  }
}

export const manualSubmitter: RegulatorSubmitter = {
  name: 'manual',
  sends: false,
  submit: () => Promise.reject(new Error('REGULATOR_SUBMISSION=manual sends nothing')),
};
