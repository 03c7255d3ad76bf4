import { defineConfig } from 'accounts-docs';

// The default export is a promise that rejects.
export default Promise.reject(new Error('nope'));
