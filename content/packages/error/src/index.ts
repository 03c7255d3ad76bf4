export { default } from './accounts-error';
