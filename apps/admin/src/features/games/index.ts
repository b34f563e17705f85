export { gamesFeature } from './games.feature';
