import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const serverOrigin = 'http://localhost:3001';

export default defineConfig({
  // The server mounts the built console under /console with an SPA fallback.
  base: '/console/',
  plugins: [react()],
  // Workspace packages ship TypeScript source under the `source` condition.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5002,
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: true },
      '/oidc': { target: serverOrigin, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // main.tsx awaits the first locale before rendering.
    target: 'es2022',
    sourcemap: true,
  },
});
