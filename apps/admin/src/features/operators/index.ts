export { operatorsFeature } from './operators.feature';
