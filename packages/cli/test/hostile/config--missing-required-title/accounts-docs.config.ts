import { defineConfig } from 'accounts-docs';

export default defineConfig({
  url: 'https://hostile.example',
});
