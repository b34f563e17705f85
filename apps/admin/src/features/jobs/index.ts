export { jobsFeature } from './jobs.feature';
