import { defineConfig } from 'accounts-docs';

export default 'https://hostile.example';
