import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The embeddable account elements as one self-contained ES module, written beside the sign-in
 * app's build (`dist/account-elements/profile-card.js`) after it. The server serves it only with
 * DEV_FEATURES on.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('../../dist/account-elements', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: fileURLToPath(new URL('profile-card.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'profile-card.js',
    },
  },
});
