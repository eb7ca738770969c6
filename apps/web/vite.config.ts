import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { codeSplitting } from './build/chunk-groups';
import { mantineStyles } from './build/mantine-styles';
import { precompress } from './build/precompress';
import { pureSchemas } from './build/pure-schemas';
import { routeManifest } from './build/route-manifest';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [mantineStyles(), pureSchemas(), react(), routeManifest(), precompress()],
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
    // The first script is one file of about 970 KB (250 KB brotli) on purpose (build/chunk-groups.ts).
    chunkSizeWarningLimit: 1000,
    manifest: true,
    // The first script in one file and the icons in another, not 19 and 34 (chunk-groups.ts).
    rolldownOptions: { output: { codeSplitting: codeSplitting() } },
  },
});
