export { default } from './accounts-oauth-instagram';
