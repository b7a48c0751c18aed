import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const serverOrigin = 'http://localhost:3001';

export default defineConfig({
  // The server serves the built files under /experience and its index.html for the page routes.
  base: '/experience/',
  plugins: [react()],
  // Workspace packages ship TypeScript source under the `source` condition.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5003,
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: true },
      '/oidc': { target: serverOrigin, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: true,
  },
});
