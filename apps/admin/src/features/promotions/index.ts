export { promotionsFeature } from './promotions.feature';
