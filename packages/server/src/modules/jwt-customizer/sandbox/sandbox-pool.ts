import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { newSandboxEngine } from './engine.js';
import { generalError, type ScriptOutcome } from './outcome.js';
import { loadScriptSandbox, warmUpEngine, type ScriptInput, type ScriptSandbox } from './script-sandbox.js';

type PoolEntry = { digest: string; sandbox: Promise<ScriptSandbox | ScriptOutcome> };

const digestOf = (script: string) => createHash('sha256').update(script).digest('base64url');

/**
 * Loaded scripts kept between token requests, one engine per key (a tenant's token type): a
 * token runs its script in an engine that already holds it. A changed script (another digest)
 * replaces the engine; a failed run discards it, and the next run loads a fresh one.
 */
export function createSandboxPool(max = 200) {
  const entries = new LRUCache<string, PoolEntry>({
    max,
    dispose: (entry) => {
      void entry.sandbox.then((loaded) => {
        if ('run' in loaded) {
          loaded.dispose();
        }
      });
    },
  });

  const load = async (key: string, script: string): Promise<ScriptSandbox | ScriptOutcome> => {
    try {
      const loaded = loadScriptSandbox(await newSandboxEngine(warmUpEngine), script);
      return 'sandbox' in loaded ? loaded.sandbox : loaded.failure;
    } catch {
      // The engine did not start (no memory for a new instance): the next run tries again.
      entries.delete(key);
      return generalError('The sandbox could not start.');
    }
  };

  /** Runs `script` for `key` with `input`; the answer is the script's claims or its error. */
  const run = async (key: string, script: string, input: ScriptInput): Promise<ScriptOutcome> => {
    const digest = digestOf(script);
    let entry = entries.get(key);
    if (!entry || entry.digest !== digest) {
      entry = { digest, sandbox: load(key, script) };
      entries.set(key, entry);
    }
    const loaded = await entry.sandbox;
    if (!('run' in loaded)) {
      // A script that does not load fails every time; it is loaded again only once changed.
      return loaded;
    }
    if (!loaded.healthy) {
      entries.delete(key);
      return run(key, script, input);
    }
    const outcome = loaded.run(input);
    if (!loaded.healthy && entries.get(key) === entry) {
      entries.delete(key);
    }
    return outcome;
  };

  return { run, clear: () => entries.clear() };
}

export type SandboxPool = ReturnType<typeof createSandboxPool>;

/** Runs a script once in an engine of its own (the test runner): nothing is kept. */
export async function runScriptOnce(script: string, input: ScriptInput): Promise<ScriptOutcome> {
  const loaded = loadScriptSandbox(await newSandboxEngine(warmUpEngine), script);
  if ('failure' in loaded) {
    return loaded.failure;
  }
  try {
    return loaded.sandbox.run(input);
  } finally {
    loaded.sandbox.dispose();
  }
}

export { generalError };
