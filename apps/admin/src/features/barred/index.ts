export { barredFeature } from './barred.feature';
