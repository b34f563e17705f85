export { contentFeature } from './content.feature';
