export { dashboardFeature } from './dashboard.feature';
