import { defineConfig } from 'accounts-docs';

throw 'plain string';
