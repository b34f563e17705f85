import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts'],
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  // vite builds the game pages into dist/web first; tsup must not wipe them.
  clean: false,
  sourcemap: true,
  noExternal: [/^@app\/contract/],
});
