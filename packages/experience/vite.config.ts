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
    rolldownOptions: {
      output: {
        // Fewer, meaningful chunks instead of one per shared module: what every page needs
        // first, what the forms need, and the app code the lazy pages share.
        codeSplitting: {
          // Otherwise a group drags the entry's own modules (i18n, skeleton) along with it,
          // and the entry would then wait for the forms code.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
            {
              name: 'boot',
              test: /experience[\\/]src[\\/](app|i18n)[\\/]|phrases[\\/]src[\\/](shared[\\/]|index\.ts|experience[\\/](index|load-experience-phrases|locales[\\/]en)\.ts)/,
              priority: 3,
            },
            {
              name: 'forms',
              // Lazy: the first page's code pulls it in; zod's configuration is already set by
              // the entry (see src/zod-without-eval.ts).
              test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|packages[\\/]schemas[\\/]/,
              priority: 2,
            },
            {
              name: 'shared',
              test: /packages[\\/]experience[\\/]src[\\/](api|components|config|forms|hooks|interaction|layout|theme)[\\/]|node_modules[\\/]clsx[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
