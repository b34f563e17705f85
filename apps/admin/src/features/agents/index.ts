export { agentsFeature } from './agents.feature';
