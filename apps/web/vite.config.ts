import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
// Imported by relative path: Vite bundles relative imports of its config but
// leaves packages (the TS-source contract) to Node, which cannot load .ts.
import { API_PREFIXES } from '../../packages/contract/src/api-paths.js';
import { BRAND } from './src/config/brand.js';

const API_TARGET = 'http://localhost:3000';

/** '/wps/' → '^/wps/': the service worker must never answer API paths with the app shell. */
const apiDenylist = API_PREFIXES.map((prefix) => new RegExp(`^${prefix}`));

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      // The server's CSP forbids inline scripts; registration happens in the
      // bundle (src/features/pwa/hooks/service-worker.ts).
      injectRegister: false,
      strategies: 'generateSW',
      includeAssets: ['boot.js', 'brand/*.svg'],
      // Install fast: icons and banners are cached when first shown instead.
      includeManifestIcons: false,
      manifest: {
        name: BRAND.name,
        short_name: BRAND.shortName,
        lang: 'pt-BR',
        start_url: '/m/home',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: BRAND.themeColor,
        background_color: BRAND.backgroundColor,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The push and notificationclick handlers (public/push-sw.js): shown in the member's language by the server.
        importScripts: ['push-sw.js'],
        globPatterns: ['**/*.{js,css,html,webmanifest}', 'brand/*.svg'],
        globIgnores: ['.vite/**'],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/(banners|icons|brand)\//.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'images', expiration: { maxEntries: 60 } },
          },
        ],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: apiDenylist,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    // bench/bundle and the size report read .vite/manifest.json.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own: they change less often than the
        // app, so returning visitors keep them cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // The rest of what the first screen runs, as one file: left to itself Rolldown cut it into a dozen
            // small shared chunks (a store, a helper, the route table), each with its own imports, exports and
            // gzip frame: 2.3 kB more for the home. Only modules every start loads ($initial) are captured, with
            // the small libraries they import that no group above names (zustand).
            { name: 'shell', tags: ['$initial'], test: /[\\/](apps[\\/]web|packages[\\/]contract)[\\/]src[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix.replace(/\/$/, ''), { target: API_TARGET, changeOrigin: false }])),
  },
});
