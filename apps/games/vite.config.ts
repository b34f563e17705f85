import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The game pages: one small app for every engine, served by the game server from dist/web. */
export default defineConfig({
  root: 'web',
  base: '/',
  plugins: [react()],
  build: { outDir: '../dist/web', emptyOutDir: true, assetsDir: 'assets', target: 'es2022' },
});
