export { default } from './accounts-oauth-twitter';
