export { rewardsFeature } from './rewards.feature';
