export { rolesFeature } from './roles.feature';
