import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { builds, isBuilt, root, runBuild } from './build-steps.mjs';
import { dropUnsupportedRuntimeNotice } from './runtime-notices.mjs';

const server = builds.find((step) => step.name === 'server');
if (!isBuilt(server)) {
  // Progress goes to stderr: a command's own output (create-m2m's JSON) stays alone on stdout.
  await runBuild(server, { out: process.stderr });
}
dropUnsupportedRuntimeNotice();
await import(pathToFileURL(path.join(root, 'packages/server/dist/cli.js')).href);
