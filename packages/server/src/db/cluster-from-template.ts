import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { embeddedEngineVersion, unpackClusterTemplate } from './cluster-template.js';

/** Beside the built server (`dist/`); absent when running from source, where initdb runs instead. */
const templateFile = fileURLToPath(new URL('./pglite-cluster.gz', import.meta.url));

/**
 * Gives a new data dir its cluster from the build's template. Without a template, or with one
 * from another engine version, nothing is written and the engine creates the cluster itself.
 */
export async function createClusterFromTemplate(clusterDir: string, template = templateFile): Promise<boolean> {
  if (!fs.existsSync(template)) {
    return false;
  }
  return unpackClusterTemplate(template, clusterDir, embeddedEngineVersion());
}
