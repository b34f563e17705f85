export * from './promotions.js';
export * from './cashback.js';
export * from './referral.js';
export * from './operator.js';
