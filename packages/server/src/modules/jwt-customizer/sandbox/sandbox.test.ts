import { describe, expect, it } from 'vitest';
import { createOutboundFetch } from '../../../http/outbound-fetch.js';
import { createSandboxPool, runScriptOnce } from './sandbox-pool.js';
import { scriptTimeLimitMs, type ScriptInput } from './script-sandbox.js';
import { wallCapFactor } from './time-budget.js';

const input = {
  token: { clientId: 'app' },
  context: { application: { id: 'app' } },
  environmentVariables: { KEY: 'v' },
};
const outbound = createOutboundFetch('deny');
const runSource = (source: string, given: ScriptInput) => runScriptOnce({ script: source }, given, outbound);
const script = (body: string) =>
  `const getCustomJwtClaims = async ({ token, context, environmentVariables, api }) => { ${body} };`;

describe('script sandbox', () => {
  it('returns the claims of a sync or async script, without the protected ones', async () => {
    expect(
      await runSource(
        script(
          'return { app: context.application.id, key: environmentVariables.KEY, sub: "x", iss: "y" };',
        ),
        input,
      ),
    ).toEqual({
      ok: true,
      claims: { app: 'app', key: 'v' },
    });
    const sync = 'function getCustomJwtClaims({ token }) { return { client: token.clientId }; }';
    expect(await runSource(sync, input)).toEqual({ ok: true, claims: { client: 'app' } });
    expect(
      await runSource(
        script('await null; await new Promise((r) => r()); return { later: true };'),
        input,
      ),
    ).toEqual({
      ok: true,
      claims: { later: true },
    });
  });

  it('answers AccessDenied for api.denyAccess and General for anything else', async () => {
    expect(await runSource(script('api.denyAccess("not you");'), input)).toEqual({
      ok: false,
      errorCode: 'AccessDenied',
      message: 'not you',
    });
    expect(await runSource(script('throw new TypeError("boom");'), input)).toMatchObject({
      errorCode: 'General',
      message: 'TypeError: boom',
    });
    expect(await runSource('const x = ;', input)).toMatchObject({
      errorCode: 'General',
      message: expect.stringContaining('SyntaxError'),
    });
    expect(await runSource('const notIt = 1;', input)).toMatchObject({ errorCode: 'General' });
    expect(await runSource(script('return [1, 2];'), input)).toMatchObject({
      errorCode: 'General',
    });
    expect(await runSource(script('return new Promise(() => {});'), input)).toMatchObject({
      errorCode: 'General',
    });
  });

  const escapes: Array<[string, string]> = [
    ['process', 'return { type: typeof process, env: process.env.HOME };'],
    ['require', 'return { fs: require("fs").readFileSync("/etc/passwd", "utf8") };'],
    [
      'globalThis',
      'const names = Object.getOwnPropertyNames(globalThis); if (names.some((n) => ["process", "require", "Buffer", "fetch", "std", "os"].includes(n))) return { leak: names }; throw new Error("nothing to reach");',
    ],
    ['Function this', 'const g = Function("return this")(); return { leak: g.process.version };'],
    [
      'constructor.constructor',
      'return { leak: ({}).constructor.constructor("return process")().version };',
    ],
    ['import', 'const fs = await import("fs"); return { leak: String(fs) };'],
    ['infinite loop', 'for (;;) {}'],
    ['infinite microtasks', 'const again = () => Promise.resolve().then(again); await again();'],
    ['deep recursion', 'const f = (n) => f(n + 1) + 1; return { n: f(0) };'],
    ['memory bomb', 'const hoard = []; for (;;) hoard.push(new Array(1e5).fill(Math.random()));'],
    ['string bomb', 'let s = "x"; for (;;) s += s; '],
  ];

  it.each(escapes)(
    'refuses %s with the General error within the time limit',
    async (_name, body) => {
      const startedAt = Date.now();
      const outcome = await runSource(script(body), input);
      expect(outcome).toMatchObject({ ok: false, errorCode: 'General' });
      // 100 ms of CPU time, 1 s of wall time at most; a busy test machine gets a margin on top.
      expect(Date.now() - startedAt).toBeLessThan(scriptTimeLimitMs * wallCapFactor + 2000);
    },
  );

  it('leaves the host untouched when a script pollutes prototypes', async () => {
    const outcome = await runSource(
      script(
        'Object.prototype.polluted = "yes"; Array.prototype.push = null; JSON.parse = () => ({ sub: "forged" }); return { done: true };',
      ),
      input,
    );
    expect(outcome).toEqual({ ok: true, claims: { done: true } });
    expect(({} as { polluted?: string }).polluted).toBeUndefined();
    expect(JSON.parse('{"a":1}')).toEqual({ a: 1 });
  });

  it('reuses one engine per key and replaces it after a failure or a change', async () => {
    const pool = createSandboxPool(outbound);
    const counter = 'let runs = 0; const getCustomJwtClaims = () => ({ runs: ++runs });';
    expect(await pool.run('t:cc', { script: counter }, input)).toEqual({ ok: true, claims: { runs: 1 } });
    expect(await pool.run('t:cc', { script: counter }, input)).toEqual({ ok: true, claims: { runs: 2 } });
    const flaky =
      'let runs = 0; const getCustomJwtClaims = () => { runs += 1; if (runs === 1) for (;;) {} return { runs }; };';
    expect(await pool.run('t:cc', { script: flaky }, input)).toMatchObject({ errorCode: 'General' });
    // The interrupted engine was dropped: a fresh one counts from the start.
    expect(await pool.run('t:cc', { script: flaky }, input)).toMatchObject({ errorCode: 'General' });
    expect(await pool.run('t:cc', { script: counter }, input)).toEqual({ ok: true, claims: { runs: 1 } });
    pool.clear();
  });
});
