export { accountsLink } from './accounts-link';
