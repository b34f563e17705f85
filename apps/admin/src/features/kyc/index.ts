export { kycFeature } from './kyc.feature';
