/** Moved to lib so the wallet screens share it; kept here for the auth screens' imports. */
export { useErrorText } from '../../../lib/api/use-error-text';
