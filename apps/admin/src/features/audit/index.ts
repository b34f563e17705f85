export { auditFeature } from './audit.feature';
