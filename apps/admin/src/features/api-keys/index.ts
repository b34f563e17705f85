export { apiKeysFeature } from './api-keys.feature';
