export { privacyFeature } from './privacy.feature';
