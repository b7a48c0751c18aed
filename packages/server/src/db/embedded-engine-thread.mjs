// The embedded database's own thread: it owns the PGlite instance and answers the server's
// queries by message, so SQL never runs on the thread that serves HTTP (embedded-engine.ts).
// Plain JavaScript: worker threads load it as is, from the sources in tests and from dist/.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** Everything a PostgreSQL error says (code, constraint, detail …), as plain data. */
const describeError = (error) => {
  if (!(error instanceof Error)) {
    return { message: String(error) };
  }
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)),
  );
  return { ...fields, name: error.name, message: error.message };
};

let engine;
try {
  engine = await PGlite.create(workerData.clusterDir, workerData.options);
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({ type: 'failed', error: describeError(error) });
  parentPort.close();
}

if (engine) {
  parentPort.on('message', async (message) => {
    if (message.type === 'close') {
      await engine.close();
      parentPort.postMessage({ id: message.id, ok: true });
      parentPort.close();
      return;
    }
    try {
      const result = await engine.query(message.sql, message.params);
      parentPort.postMessage({ id: message.id, ok: true, rows: result.rows, affectedRows: result.affectedRows });
    } catch (error) {
      parentPort.postMessage({ id: message.id, ok: false, error: describeError(error) });
    }
  });
}
