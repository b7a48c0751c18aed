import type {
  QuickJSContext,
  QuickJSHandle,
  QuickJSRuntime,
  QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import { harnessSource } from './harness.js';
import { generalError, outcomeOfEnvelope, type ScriptOutcome } from './outcome.js';
import { startTimeBudget } from './time-budget.js';

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

export type ScriptSandbox = {
  /** Runs `getCustomJwtClaims` once; synchronous, bounded by the time limit. */
  run(input: ScriptInput): ScriptOutcome;
  /**
   * False once a run failed: an interrupted or exhausted engine is not trusted again, so the
   * pool makes a new one.
   */
  readonly healthy: boolean;
  dispose(): void;
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

/**
 * Loads an administrator's script into an engine of its own: the harness, then the script, which
 * must define `getCustomJwtClaims`. Answers the General error when the script does not load.
 */
export function loadScriptSandbox(
  engine: QuickJSWASMModule,
  script: string,
  timeLimitMs = scriptTimeLimitMs,
): { sandbox: ScriptSandbox } | { failure: ScriptOutcome } {
  const runtime: QuickJSRuntime = engine.newRuntime();
  runtime.setMaxStackSize(maxStackBytes);
  let budget = startTimeBudget(timeLimitMs);
  runtime.setInterruptHandler(() => budget.expired());
  const context = runtime.newContext();
  let runner: QuickJSHandle | undefined;
  let healthy = true;

  const dispose = () => {
    healthy = false;
    try {
      runner?.dispose();
      context.dispose();
      runtime.dispose();
    } catch {
      // An engine that failed mid-run may not free cleanly; its memory goes with the instance.
    }
  };

  const load = (): ScriptOutcome | undefined => {
    const harness = context.evalCode(harnessSource, 'harness.js', { type: 'global' });
    if (harness.error) {
      return generalError(describe(context, harness.error));
    }
    const loaded = context.evalCode(script, 'script.js', { type: 'global' });
    if (loaded.error) {
      harness.value.dispose();
      return generalError(describe(context, loaded.error));
    }
    loaded.value.dispose();
    const found = context.evalCode(
      "typeof getCustomJwtClaims === 'function' ? getCustomJwtClaims : undefined",
      'lookup.js',
      { type: 'global' },
    );
    if (found.error) {
      harness.value.dispose();
      return generalError(describe(context, found.error));
    }
    if (context.typeof(found.value) !== 'function') {
      harness.value.dispose();
      found.value.dispose();
      return generalError('The script does not define a function getCustomJwtClaims.');
    }
    const made = context.callFunction(harness.value, context.undefined, found.value);
    harness.value.dispose();
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

  const run = (input: ScriptInput): ScriptOutcome => {
    if (!healthy || !runner) {
      return generalError('The sandbox is not available.');
    }
    budget = startTimeBudget(timeLimitMs);
    const outcome = runOnce(runtime, context, runner, JSON.stringify(input), () => budget.expired());
    if (!outcome.ok && outcome.errorCode === 'General') {
      healthy = false;
    }
    return outcome;
  };

  return {
    sandbox: {
      run,
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

function runOnce(
  runtime: QuickJSRuntime,
  context: QuickJSContext,
  runner: QuickJSHandle,
  input: string,
  expired: () => boolean,
): ScriptOutcome {
  const argument = context.newString(input);
  const called = context.callFunction(runner, context.undefined, argument);
  argument.dispose();
  if (called.error) {
    return withTimeout(generalError(describe(context, called.error)));
  }
  const promise = called.value;
  try {
    // Settles an async script: every job it queued runs here, within the same time limit.
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
        return generalError('The script returned a promise that never settles.');
      }
      if (expired()) {
        return generalError(`The script ran longer than ${scriptTimeLimitMs} ms.`);
      }
      const jobs = runtime.executePendingJobs();
      if (jobs.error) {
        return withTimeout(generalError(describe(context, jobs.error)));
      }
      idle = jobs.value === 0;
    }
  } finally {
    promise.dispose();
  }
}

const warmUpScript =
  'const getCustomJwtClaims = async ({ token, context, environmentVariables, api }) => {' +
  '  await null; const roles = (context.user?.roles ?? []).map((role) => role.name);' +
  '  if (roles.includes("x")) api.denyAccess("no");' +
  '  return { roles, at: new Date(0).toISOString(), key: environmentVariables.KEY, n: Math.max(1, 2), s: `${token.jti}`.slice(1) };' +
  '};';

/** Runs the paths every script takes once, with no time limit that matters (see engine.ts). */
export function warmUpEngine(engine: QuickJSWASMModule) {
  const loaded = loadScriptSandbox(engine, warmUpScript, 60_000);
  if ('sandbox' in loaded) {
    const input = { token: { jti: 'abc' }, context: { user: { roles: [{ name: 'a' }] } }, environmentVariables: { KEY: 'k' } };
    for (let index = 0; index < 3; index += 1) {
      loaded.sandbox.run(input);
    }
    loaded.sandbox.dispose();
  }
}
