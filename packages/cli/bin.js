#!/usr/bin/env node
// React picks its build from NODE_ENV when first imported: the production one renders faster.
process.env.NODE_ENV ??= 'production';
await import('./dist/cli.js');
