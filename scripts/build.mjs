import { builds, isBuildable, runBuild } from './build-steps.mjs';

for (const step of builds.filter(isBuildable)) {
  runBuild(step);
}
