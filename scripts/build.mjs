import { builds, isBuildable, runBuild } from './build-steps.mjs';

// One line per build; `npm run build -- --verbose` streams each build's own output.
const verbose = process.argv.includes('--verbose');
for (const step of builds.filter(isBuildable)) {
  await runBuild(step, { verbose });
}
