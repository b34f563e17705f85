export * from './amount.js';
export * from './wallet.js';
export * from './payments.js';
export * from './records.js';
export * from './round-detail.js';
export * from './payout-expectation.js';
export * from './security.js';
