import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { builds, isBuilt, root, runBuild } from './build-steps.mjs';

const server = builds.find((step) => step.name === 'server');
if (!isBuilt(server)) {
  runBuild(server);
}
await import(pathToFileURL(path.join(root, 'packages/server/dist/cli.js')).href);
