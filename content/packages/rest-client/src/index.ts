export { RestClient } from './rest-client';
export { authFetch } from './auth-fetch';
export { AccountsJsError } from './errors';
