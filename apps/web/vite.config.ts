import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { precompress } from './build/precompress';
import { pureSchemas } from './build/pure-schemas';
import { routeManifest } from './build/route-manifest';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [pureSchemas(), react(), routeManifest(), precompress()],
  server: {
    host: true,
    allowedHosts: ['.localhost'],
    proxy: { '/api': { target: api, changeOrigin: false }, '/trpc': { target: api, changeOrigin: false } },
  },
  // packages/contracts declares "sideEffects": false, so chunks that import only its texts and
  // limits (the login page) do not carry zod; pureSchemas lets them leave its unused schemas behind.
  // The manifest (.vite/manifest.json) lets the server preload a route's chunks (route-manifest.ts).
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // Every icon would be a file of its own (34 of 150-700 bytes): a screen asked for a dozen or more
    // over the browser's six connections. Together they are 2.4 KB gzip (decision 0029).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'icons', test: /@tabler[\\/]icons-react/ }] } } },
  },
});
