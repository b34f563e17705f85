export { checkSeamlessSignature, seamlessSignature, signedHeaders, type SignatureCheck } from '@app/contract/seamless-signature';
