/** Epoch milliseconds. Injected so tests can move time (code expiry, lock periods). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
