import { defineConfig } from 'accounts-docs';

const title = 'Hostile';
throw Object.create(null);

export default defineConfig({ title, url: 'https://hostile.example' });
