import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

// Third-party packages stay in node_modules (some load wasm or native files next to themselves);
// our workspace packages are bundled from their TypeScript source.
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@tessera/'));

await build({
  entryPoints: { main: 'src/main.ts', cli: 'src/cli/index.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  conditions: ['source'],
  external: [...external, 'pg-native'],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
