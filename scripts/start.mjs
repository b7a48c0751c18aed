import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { builds, isBuildable, isBuilt, root, runBuild } from './build-steps.mjs';
import { dropUnsupportedRuntimeNotice } from './runtime-notices.mjs';

// Build only what is missing (one line per build; its output only if it fails), then run the
// server in this process. Quick starts show warnings and errors only, unless LOG_LEVEL says more.
for (const step of builds.filter((item) => isBuildable(item) && !isBuilt(item))) {
  await runBuild(step);
}
process.env.LOG_LEVEL ||= 'warn';
dropUnsupportedRuntimeNotice();
process.stdout.write('Starting Tessera…\n');
await import(pathToFileURL(path.join(root, 'packages/server/dist/main.js')).href);
