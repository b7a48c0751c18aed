import type { PGlite } from '@electric-sql/pglite';

/**
 * Opens (or creates) the embedded PostgreSQL in `clusterDir`, with the settings every open uses.
 * A small buffer pool keeps the engine's resident memory modest (measured: the default pool puts
 * the idle server near 400 MB; 32 MB keeps it near 200 MB).
 */
export async function createEmbeddedEngine(clusterDir: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(clusterDir, { postgresqlconf: 'shared_buffers = 32MB' });
}
