export * from './promotions.js';
export * from './cashback.js';
export * from './referral.js';
