import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Imported by relative path: Vite bundles relative imports of its config but leaves packages (the TS-source contract)
// to Node, which cannot load .ts.
import { API_PREFIXES } from '../../packages/contract/src/api-paths.js';

const API_TARGET = 'http://localhost:3000';

/** The server serves this build under /admin (apps/server/src/web/admin.routes.ts). */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // The server fills in a fresh nonce per page load (apps/server/src/web/admin-page.ts): Ant Design's run-time styles
  // carry it, so the CSP admits them without 'unsafe-inline'.
  html: { cspNonce: 'ADMIN_CSP_NONCE' },
  resolve: {
    // npm left several copies of these (antd's, refine's, ours): one each, so the icons share antd's context (which
    // carries the CSP nonce to their styles) and the bundle holds one React.
    dedupe: ['@ant-design/icons', '@ant-design/cssinjs', 'react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    // Ant Design alone is over the default 500 kB warning; its chunk is cached across releases anyway.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own: they change less often than the app, so a returning operator keeps them cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|rc-[^\\/]+|@rc-component)[\\/]/ },
            { name: 'refine', test: /node_modules[\\/](@refinedev|@tanstack)[\\/]/ },
            { name: 'charts', test: /node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor|@reduxjs|immer|react-redux)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix.replace(/\/$/, ''), { target: API_TARGET, changeOrigin: false }])),
  },
});
