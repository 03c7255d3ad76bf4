export { AccountsClientPassword } from './client-password';
