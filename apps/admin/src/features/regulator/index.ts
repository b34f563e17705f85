export { regulatorFeature } from './regulator.feature';
