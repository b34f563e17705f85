export { settingsFeature } from './settings.feature';
