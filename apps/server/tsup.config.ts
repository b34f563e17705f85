import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts', 'src/cli.ts'],
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // The contract is TypeScript source in the workspace, so it is compiled in;
  // every other dependency stays in node_modules.
  noExternal: [/^@app\/contract/],
});
