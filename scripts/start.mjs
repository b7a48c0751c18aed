import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { builds, isBuildable, isBuilt, root, runBuild } from './build-steps.mjs';

// Build only what is missing, then run the server in this process.
for (const step of builds.filter((item) => isBuildable(item) && !isBuilt(item))) {
  runBuild(step);
}
await import(pathToFileURL(path.join(root, 'packages/server/dist/main.js')).href);
