import { defineConfig } from 'accounts-docs';

// Nothing to configure, or so it seems.
export default null;
