// One solver thread of solveChallengeWorkers (altcha-lib's message protocol), with WebCrypto's PBKDF2.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
