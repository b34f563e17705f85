export { reportsFeature } from './reports.feature';
