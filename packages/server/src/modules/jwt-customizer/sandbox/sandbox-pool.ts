import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { OutboundFetch } from '../../../http/outbound-fetch.js';
import { newSandboxEngine } from './engine.js';
import { generalError, type ScriptOutcome } from './outcome.js';
import {
  loadScriptSandbox,
  warmUpEngine,
  type ScriptInput,
  type ScriptSandbox,
  type ScriptSandboxOptions,
} from './script-sandbox.js';

type PoolEntry = { digest: string; sandbox: Promise<ScriptSandbox | ScriptOutcome> };

/** What a script is loaded with: the script, and the origins its `fetch` may call. */
export type ScriptSettings = { script: string; fetchAllowedOrigins?: readonly string[] };

const digestOf = ({ script, fetchAllowedOrigins = [] }: ScriptSettings) =>
  createHash('sha256').update(script).update('\u0000').update(fetchAllowedOrigins.join(' ')).digest('base64url');

const optionsOf = ({ fetchAllowedOrigins }: ScriptSettings, outbound: OutboundFetch): ScriptSandboxOptions => ({
  fetchAllowedOrigins,
  outbound,
});

/**
 * Loaded scripts kept between token requests, one engine per key (a tenant's token type): a
 * token runs its script in an engine that already holds it. A changed script (another digest)
 * replaces the engine; a failed run discards it, and the next run loads a fresh one. While a
 * run waits for a fetch its engine is busy: a run meanwhile takes an engine of its own.
 */
export function createSandboxPool(outbound: OutboundFetch, max = 200) {
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

  const load = async (key: string, settings: ScriptSettings): Promise<ScriptSandbox | ScriptOutcome> => {
    try {
      const loaded = loadScriptSandbox(await newSandboxEngine(warmUpEngine), settings.script, optionsOf(settings, outbound));
      return 'sandbox' in loaded ? loaded.sandbox : loaded.failure;
    } catch {
      // The engine did not start (no memory for a new instance): the next run tries again.
      entries.delete(key);
      return generalError('The sandbox could not start.');
    }
  };

  /** Runs the script for `key` with `input`; the answer is the script's claims or its error. */
  const run = async (key: string, settings: ScriptSettings, input: ScriptInput): Promise<ScriptOutcome> => {
    const digest = digestOf(settings);
    let entry = entries.get(key);
    if (!entry || entry.digest !== digest) {
      entry = { digest, sandbox: load(key, settings) };
      entries.set(key, entry);
    }
    const loaded = await entry.sandbox;
    if (!('run' in loaded)) {
      // A script that does not load fails every time; it is loaded again only once changed.
      return loaded;
    }
    if (!loaded.healthy) {
      entries.delete(key);
      return run(key, settings, input);
    }
    if (loaded.busy) {
      return runScriptOnce(settings, input, outbound);
    }
    const outcome = await loaded.run(input);
    if (!loaded.healthy && entries.get(key) === entry) {
      entries.delete(key);
    }
    return outcome;
  };

  return { run, clear: () => entries.clear() };
}

export type SandboxPool = ReturnType<typeof createSandboxPool>;

/**
 * Runs a script once in an engine of its own (the test runner): nothing is kept. Its `fetch`
 * calls go through `outbound`.
 */
export async function runScriptOnce(
  settings: ScriptSettings,
  input: ScriptInput,
  outbound: OutboundFetch,
): Promise<ScriptOutcome> {
  const loaded = loadScriptSandbox(await newSandboxEngine(warmUpEngine), settings.script, optionsOf(settings, outbound));
  if ('failure' in loaded) {
    return loaded.failure;
  }
  try {
    return await loaded.sandbox.run(input);
  } finally {
    loaded.sandbox.dispose();
  }
}

export { generalError };
