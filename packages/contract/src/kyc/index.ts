export * from './kyc.js';
export * from './kyc-operator.js';
export * from './api.js';
export * from './errors.js';
