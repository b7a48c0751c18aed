import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { copyFileSync, readFileSync } from 'node:fs';

// Packages that load wasm, native or worker files beside themselves, or that are imported only
// when configured, stay in node_modules; the rest is bundled, which resolves and loads faster.
const keptExternal = new Set([
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'pg',
  'ioredis',
  'oidc-provider',
  'pino',
  'nodemailer',
  // SAML: loaded on the first SAML request; the schema validator reads its compiled xmllint at run time.
  'samlify',
  '@authenio/samlify-node-xmllint',
  // Custom token claims: the sandbox engine's wasm file is read from beside the package.
  'quickjs-emscripten-core',
  '@jitl/quickjs-wasmfile-release-sync',
]);
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => keptExternal.has(name));

await build({
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/cli/index.ts',
    'build-cluster-template': 'src/db/build-cluster-template.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Without comments and indentation the bundle is 4.9 MB instead of 6.8 MB, and ASCII only: the
  // non-ASCII characters of some comments made V8 hold the whole source as two-byte text. The
  // process keeps its source in memory, so this is 8 MB less at idle. Names stay as they are.
  minifyWhitespace: true,
  conditions: ['source'],
  external: [...external, 'pg-native'],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});

// The embedded database's thread is loaded by path at run time, beside the bundle.
copyFileSync('src/db/embedded-engine-thread.mjs', 'dist/embedded-engine-thread.mjs');

// A fresh embedded cluster, unpacked by the first start instead of running initdb in the server
// (cluster-template.ts says why). Its own process: initdb's memory leaves with it.
execFileSync(process.execPath, ['dist/build-cluster-template.js', 'dist/pglite-cluster.gz'], { stdio: 'inherit' });
