export { chatFeature } from './chat.feature';
