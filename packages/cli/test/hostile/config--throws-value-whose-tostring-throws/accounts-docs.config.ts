import { defineConfig } from 'accounts-docs';

const title = 'Hostile';
throw { toString(): string { throw new Error('cannot even say'); } };

export default defineConfig({ title, url: 'https://hostile.example' });
