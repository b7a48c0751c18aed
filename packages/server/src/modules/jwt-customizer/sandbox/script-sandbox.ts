import type {
  QuickJSContext,
  QuickJSDeferredPromise,
  QuickJSHandle,
  QuickJSRuntime,
  QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import type { OutboundFetch } from '../../../http/outbound-fetch.js';
import { harnessSource } from './harness.js';
import { generalError, outcomeOfEnvelope, type ScriptOutcome } from './outcome.js';
import { createScriptFetcher, warmUpHostFetch } from './script-fetch.js';
import { startTimeBudget, wallCapFactor, type TimeBudget } from './time-budget.js';

/**
 * How long one run may take, and loading the script, in CPU time (time-budget.ts); a runaway loop
 * is interrupted.
 */
export const scriptTimeLimitMs = 100;
// Below the host's own stack: the engine must stop a deep recursion before the host would.
const maxStackBytes = 128 * 1024;

/** The input of one run, handed to the script as JSON. */
export type ScriptInput = {
  token: unknown;
  context: unknown;
  environmentVariables: Record<string, string>;
};

/**
 * How a script is loaded: its CPU time limit, the origins its `fetch` may call, and the client
 * that calls them (without both, no `fetch`).
 */
export type ScriptSandboxOptions = {
  timeLimitMs?: number;
  fetchAllowedOrigins?: readonly string[];
  outbound?: OutboundFetch;
};

export type ScriptSandbox = {
  /**
   * Runs `getCustomJwtClaims` once, bounded by the time limit. Without fetch it never waits: the
   * run is over before the promise is handed back.
   */
  run(input: ScriptInput): Promise<ScriptOutcome>;
  /** True while a run waits for a fetch: another run must take another engine. */
  readonly busy: boolean;
  /**
   * False once a run failed: an interrupted or exhausted engine is not trusted again, so the
   * pool makes a new one.
   */
  readonly healthy: boolean;
  /** Frees the engine, at once or, while a run waits for a fetch, when that run ends. */
  dispose(): void;
};

/** A fetch of the current run: the engine's promise and, once the host is done, its answer. */
type PendingFetch = { deferred: QuickJSDeferredPromise; answer?: string; done: Promise<void> };

/** The fetches of one run: ended (aborted, their promises dropped) when the run ends. */
type RunFetches = {
  pending: Set<PendingFetch>;
  start(request: string, deferred: QuickJSDeferredPromise): void;
  end(): void;
};

const describe = (context: QuickJSContext, handle: QuickJSHandle) => {
  try {
    const error = context.dump(handle) as { name?: unknown; message?: unknown } | undefined;
    if (error && typeof error === 'object' && 'message' in error) {
      return `${String(error.name ?? 'Error')}: ${String(error.message)}`;
    }
    return String(error);
  } catch {
    return 'Unknown error';
  } finally {
    handle.dispose();
  }
};

const timedOut = (message: string) => message.includes('interrupted');

const startRunFetches = (
  allowedOrigins: ReadonlySet<string>,
  outbound: OutboundFetch,
  budget: TimeBudget,
): RunFetches => {
  const controller = new AbortController();
  const fetcher = createScriptFetcher({ allowedOrigins, outbound, signal: controller.signal, wallLeftMs: budget.wallLeftMs });
  const pending = new Set<PendingFetch>();
  return {
    pending,
    start(request, deferred) {
      const call: PendingFetch = { deferred, done: Promise.resolve() };
      // Started once the engine has stopped (the run loop waits with the CPU budget paused): the
      // host's own work for a fetch (the first one loads its HTTP client) is not the script's.
      call.done = Promise.resolve()
        .then(() => fetcher(request))
        .then((answer) => {
          call.answer = answer;
        });
      pending.add(call);
    },
    end() {
      controller.abort();
      for (const call of pending) {
        call.deferred.dispose();
      }
      pending.clear();
    },
  };
};

/**
 * Loads an administrator's script into an engine of its own: the harness, then the script, which
 * must define `getCustomJwtClaims`. Answers the General error when the script does not load.
 * With allowed origins, the script's global scope has a `fetch` calling only those.
 */
export function loadScriptSandbox(
  engine: QuickJSWASMModule,
  script: string,
  options: ScriptSandboxOptions = {},
): { sandbox: ScriptSandbox } | { failure: ScriptOutcome } {
  const timeLimitMs = options.timeLimitMs ?? scriptTimeLimitMs;
  const { outbound } = options;
  const allowedOrigins = new Set(outbound ? (options.fetchAllowedOrigins ?? []) : []);
  const runtime: QuickJSRuntime = engine.newRuntime();
  runtime.setMaxStackSize(maxStackBytes);
  let budget = startTimeBudget(timeLimitMs);
  runtime.setInterruptHandler(() => budget.expired());
  const context = runtime.newContext();
  let runner: QuickJSHandle | undefined;
  let healthy = true;
  let busy = false;
  let disposeWhenIdle = false;
  let fetches: RunFetches | undefined;
  const dispose = () => {
    healthy = false;
    if (busy) {
      disposeWhenIdle = true;
      return;
    }
    try {
      runner?.dispose();
      context.dispose();
      runtime.dispose();
    } catch {
      // An engine that failed mid-run may not free cleanly; its memory goes with the instance.
    }
  };
  const newHostFetch = () =>
    context.newFunction('fetch', (request) => {
      const deferred = context.newPromise();
      const text = context.typeof(request) === 'string' ? context.getString(request) : '';
      if (fetches) {
        fetches.start(text, deferred);
      } else {
        // Called after its run ended (a timer the script kept): nothing answers it.
        deferred.dispose();
      }
      return deferred.handle;
    });
  const load = (): ScriptOutcome | undefined => {
    const harness = context.evalCode(harnessSource, 'harness.js', { type: 'global' });
    if (harness.error) {
      return generalError(describe(context, harness.error));
    }
    const hostFetch = allowedOrigins.size > 0 ? newHostFetch() : undefined;
    if (hostFetch) {
      void warmUpHostFetch();
    }
    const installed = context.callFunction(harness.value, context.undefined, hostFetch ?? context.undefined);
    harness.value.dispose();
    hostFetch?.dispose();
    if (installed.error) {
      return generalError(describe(context, installed.error));
    }
    const runnerOf = installed.value;
    const loaded = context.evalCode(script, 'script.js', { type: 'global' });
    if (loaded.error) {
      runnerOf.dispose();
      return generalError(describe(context, loaded.error));
    }
    loaded.value.dispose();
    const found = context.evalCode(
      "typeof getCustomJwtClaims === 'function' ? getCustomJwtClaims : undefined",
      'lookup.js',
      { type: 'global' },
    );
    if (found.error) {
      runnerOf.dispose();
      return generalError(describe(context, found.error));
    }
    if (context.typeof(found.value) !== 'function') {
      runnerOf.dispose();
      found.value.dispose();
      return generalError('The script does not define a function getCustomJwtClaims.');
    }
    const made = context.callFunction(runnerOf, context.undefined, found.value);
    runnerOf.dispose();
    found.value.dispose();
    if (made.error) {
      return generalError(describe(context, made.error));
    }
    runner = made.value;
    return undefined;
  };
  const failure = load();
  if (failure) {
    dispose();
    return { failure: withTimeout(failure) };
  }
  const end = (outcome: ScriptOutcome): ScriptOutcome => {
    fetches?.end();
    fetches = undefined;
    busy = false;
    if (!outcome.ok && outcome.errorCode === 'General') {
      healthy = false;
    }
    if (disposeWhenIdle) {
      dispose();
    }
    return outcome;
  };
  const run = (input: ScriptInput): Promise<ScriptOutcome> => {
    if (!healthy || !runner || busy) {
      return Promise.resolve(generalError('The sandbox is not available.'));
    }
    busy = true;
    budget = startTimeBudget(timeLimitMs);
    fetches = outbound && allowedOrigins.size > 0 ? startRunFetches(allowedOrigins, outbound, budget) : undefined;
    let outcome: ScriptOutcome | Promise<ScriptOutcome>;
    try {
      outcome = runOnce({ runtime, context, runner, input: JSON.stringify(input), budget, fetches });
    } catch {
      return Promise.resolve(end(generalError('The sandbox failed.')));
    }
    // Without a fetch to wait for, the run is over here: the engine is free for the next one at once.
    return outcome instanceof Promise
      ? outcome.then(end, () => end(generalError('The sandbox failed.')))
      : Promise.resolve(end(outcome));
  };
  return {
    sandbox: {
      run,
      get busy() {
        return busy;
      },
      get healthy() {
        return healthy;
      },
      dispose,
    },
  };
}

const withTimeout = (outcome: ScriptOutcome): ScriptOutcome =>
  !outcome.ok && timedOut(outcome.message)
    ? generalError(`The script ran longer than ${scriptTimeLimitMs} ms.`)
    : outcome;

const wallCapMs = scriptTimeLimitMs * wallCapFactor;

/** Waits, out of the engine, until a fetch is answered or the wall cap is reached. */
const waitForAnswers = (pending: Set<PendingFetch>, budget: TimeBudget) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, budget.wallLeftMs());
    for (const call of pending) {
      void call.done.then(() => {
        clearTimeout(timer);
        resolve();
      });
    }
  });

/** Hands the answered fetches back to the engine, as JSON text. */
const settleAnswered = (context: QuickJSContext, pending: Set<PendingFetch>) => {
  for (const call of pending) {
    if (call.answer !== undefined) {
      pending.delete(call);
      const text = context.newString(call.answer);
      try {
        call.deferred.resolve(text);
      } catch {
        // The engine was interrupted while it took the answer; the run loop reports the time out.
      } finally {
        text.dispose();
        call.deferred.dispose();
      }
    }
  }
};

/**
 * One run of the script: synchronous while the script only computes; once only its fetches are
 * left, the rest is a promise that waits for them out of the engine, within the wall cap.
 */
function runOnce(run: {
  runtime: QuickJSRuntime;
  context: QuickJSContext;
  runner: QuickJSHandle;
  input: string;
  budget: TimeBudget;
  fetches: RunFetches | undefined;
}): ScriptOutcome | Promise<ScriptOutcome> {
  const { runtime, context, budget, fetches } = run;
  const argument = context.newString(run.input);
  const called = context.callFunction(run.runner, context.undefined, argument);
  argument.dispose();
  if (called.error) {
    return withTimeout(generalError(describe(context, called.error)));
  }
  const promise = called.value;
  // Settles an async script: every job it queued runs here, within the same time limit.
  const settle = (): ScriptOutcome | 'waiting' => {
    let idle = false;
    for (;;) {
      const state = context.getPromiseState(promise);
      if (state.type === 'fulfilled') {
        const text = context.getString(state.value);
        state.value.dispose();
        return outcomeOfEnvelope(text);
      }
      if (state.type === 'rejected') {
        return withTimeout(generalError(describe(context, state.error)));
      }
      if (idle) {
        return fetches && fetches.pending.size > 0
          ? 'waiting'
          : generalError('The script returned a promise that never settles.');
      }
      if (budget.expired()) {
        return generalError(`The script ran longer than ${scriptTimeLimitMs} ms.`);
      }
      const jobs = runtime.executePendingJobs();
      if (jobs.error) {
        return withTimeout(generalError(describe(context, jobs.error)));
      }
      idle = jobs.value === 0;
    }
  };
  const first = settle();
  if (first !== 'waiting' || !fetches) {
    promise.dispose();
    return first === 'waiting' ? generalError('The script returned a promise that never settles.') : first;
  }
  return (async () => {
    try {
      for (;;) {
        budget.pause();
        await waitForAnswers(fetches.pending, budget);
        budget.resume();
        if (budget.wallLeftMs() <= 0) {
          return generalError(`The script and its fetches ran longer than ${wallCapMs} ms.`);
        }
        settleAnswered(context, fetches.pending);
        const next = settle();
        if (next !== 'waiting') {
          return next;
        }
      }
    } finally {
      promise.dispose();
    }
  })();
}

const warmUpScript =
  'const getCustomJwtClaims = async ({ token, context, environmentVariables, api }) => {' +
  '  await null; const roles = (context.user?.roles ?? []).map((role) => role.name);' +
  '  if (roles.includes("x")) api.denyAccess("no");' +
  '  return { roles, at: new Date(0).toISOString(), key: environmentVariables.KEY, n: Math.max(1, 2), s: `${token.jti}`.slice(1) };' +
  '};';

/** Runs the paths every script takes once, with no time limit that matters (see engine.ts). */
export function warmUpEngine(engine: QuickJSWASMModule) {
  const loaded = loadScriptSandbox(engine, warmUpScript, { timeLimitMs: 60_000 });
  if ('sandbox' in loaded) {
    const input = { token: { jti: 'abc' }, context: { user: { roles: [{ name: 'a' }] } }, environmentVariables: { KEY: 'k' } };
    for (let index = 0; index < 3; index += 1) {
      // Without fetch a run is over when it hands back its promise.
      void loaded.sandbox.run(input);
    }
    loaded.sandbox.dispose();
  }
}
