import { createHmac } from 'node:crypto';
import { setHmacSha256 } from './derive/fair-stream.js';

/** The provably fair derivation lives in ./derive, shared with the verification page. */
export { fairStream, sha256Hex, type FairSeeds, type FairStream } from './derive/fair-stream.js';

/** Deals with Node's native HMAC on the server (called once when the app is built). */
export function installNativeHmac() {
  setHmacSha256((key, message) => createHmac('sha256', key).update(message).digest());
}
