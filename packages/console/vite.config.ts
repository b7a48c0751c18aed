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
    rolldownOptions: {
      treeshake: {
        // Our shared packages are plain declarations (constants, zod schemas, phrase objects):
        // importing a constant must not pull every schema, and zod with them, into the bundle.
        moduleSideEffects: [{ test: /[\\/]packages[\\/](schemas|phrases)[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            // The first load: libraries in a few stable files (they change less often than the
            // app, so they stay cached across releases), then the shell itself.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 4 },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, tags: ['$initial'], priority: 4 },
            { name: 'radix', test: /[\\/]node_modules[\\/](@radix-ui|radix-ui)[\\/]/, tags: ['$initial'], priority: 4 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 3 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
