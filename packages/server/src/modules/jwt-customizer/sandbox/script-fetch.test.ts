import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressCheckedFetch, createOutboundFetch, type OutboundFetch } from '../../../http/outbound-fetch.js';
import { startFetchTestOrigin } from '../fetch-test-origin.js';
import { runScriptOnce, type ScriptSettings } from './sandbox-pool.js';
import type { ScriptInput } from './script-sandbox.js';
import { scriptFetchLimits, warmUpHostFetch } from './script-fetch.js';
import { scriptTimeLimitMs } from './script-sandbox.js';
import { wallCapFactor } from './time-budget.js';

const input = { token: {}, context: {}, environmentVariables: { KEY: 'secret-key' } };
const script = (body: string) =>
  `const getCustomJwtClaims = async ({ token, context, environmentVariables, api }) => { ${body} };`;

// The host's fetch (private networks allowed), and the client used when they are denied, here
// told that the test servers' address is a public one.
describe.each<[string, OutboundFetch]>([
  ['fetch', createOutboundFetch('allow')],
  ['the address-checked client', createAddressCheckedFetch((address) => address === '127.0.0.1')],
])('fetch in scripts through %s', (_client, outbound) => {
  const runScriptOnceWith = (settings: ScriptSettings, given: ScriptInput) => runScriptOnce(settings, given, outbound);
  let origin: Awaited<ReturnType<typeof startFetchTestOrigin>>;
  let other: Awaited<ReturnType<typeof startFetchTestOrigin>>;

  beforeAll(async () => {
    // As a server does when it loads the first script that may fetch.
    await warmUpHostFetch();
    origin = await startFetchTestOrigin((request, response) => {
      const path = request.url ?? '/';
      if (path === '/plan') {
        response.writeHead(200, { 'content-type': 'application/json', 'x-plan-source': 'billing' });
        response.end(JSON.stringify({ plan: 'gold', seats: 7 }));
      } else if (path === '/echo') {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ method: request.method, auth: request.headers.authorization ?? null }));
      } else if (path === '/hop') {
        response.writeHead(302, { location: '/plan' });
        response.end();
      } else if (path === '/away') {
        response.writeHead(302, { location: `${other.origin}/plan` });
        response.end();
      } else if (path === '/huge') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        // No content-length: the cap applies to what is read, not to what the server declares.
        response.write('x'.repeat(scriptFetchLimits.responseBodyBytes));
        response.end('x');
      } else if (path === '/slow') {
        // Never answers: the run must stop at its wall cap.
      } else {
        response.writeHead(404);
        response.end('not here');
      }
    });
    other = await startFetchTestOrigin((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"plan":"stolen"}');
    });
  });

  afterAll(async () => {
    await origin.close();
    await other.close();
  });

  const allowed = () => ({ fetchAllowedOrigins: [origin.origin] });

  it('is absent from the global scope unless origins are allowed', async () => {
    expect(await runScriptOnceWith({ script: script('return { type: typeof fetch };') }, input)).toEqual({
      ok: true,
      claims: { type: 'undefined' },
    });
    expect(await runScriptOnceWith({ script: script('return { type: typeof fetch };'), fetchAllowedOrigins: [] }, input)).toEqual({
      ok: true,
      claims: { type: 'undefined' },
    });
    expect(await runScriptOnceWith({ script: script('return { type: typeof fetch };'), ...allowed() }, input)).toEqual({
      ok: true,
      claims: { type: 'function' },
    });
  });

  it('answers status, headers, text and json of an allowed origin, and sends method, headers and body', async () => {
    const outcome = await runScriptOnceWith(
      {
        script: script(`
          const response = await fetch("${origin.origin}/plan");
          const data = await response.json();
          const echo = await fetch("${origin.origin}/echo", {
            method: "post",
            headers: { authorization: "Bearer " + environmentVariables.KEY, "content-type": "application/json" },
            body: JSON.stringify({ seats: data.seats }),
          });
          return { plan: data.plan, ok: response.ok, status: response.status, source: response.headers["x-plan-source"],
            echo: await echo.json(), echoStatus: echo.status, missing: (await fetch("${origin.origin}/nope")).status };
        `),
        ...allowed(),
      },
      input,
    );
    expect(outcome).toEqual({
      ok: true,
      claims: {
        plan: 'gold',
        ok: true,
        status: 200,
        source: 'billing',
        echo: { method: 'POST', auth: 'Bearer secret-key' },
        echoStatus: 201,
        missing: 404,
      },
    });
    expect(origin.received.find((request) => request.url === '/echo')?.body).toBe('{"seats":7}');
  });

  it('refuses an origin not on the list before connecting, as a rejection the script can catch', async () => {
    const before = other.received.length;
    const unhandled = await runScriptOnceWith({ script: script(`await fetch("${other.origin}/plan"); return {};`), ...allowed() }, input);
    expect(unhandled).toMatchObject({
      ok: false,
      errorCode: 'General',
      message: `TypeError: fetch refused: ${other.origin} is not an allowed origin`,
    });
    const caught = await runScriptOnceWith(
      { script: script(`try { await fetch("${other.origin}/plan"); } catch (error) { return { caught: error.message }; }`), ...allowed() },
      input,
    );
    expect(caught).toMatchObject({ ok: true, claims: { caught: expect.stringContaining('not an allowed origin') } });
    expect(other.received.length).toBe(before);
  });

  it('follows a redirect within the origin and refuses one to another origin', async () => {
    expect(
      await runScriptOnceWith({ script: script(`return await (await fetch("${origin.origin}/hop")).json();`), ...allowed() }, input),
    ).toEqual({ ok: true, claims: { plan: 'gold', seats: 7 } });
    const before = other.received.length;
    expect(
      await runScriptOnceWith({ script: script(`return await (await fetch("${origin.origin}/away")).json();`), ...allowed() }, input),
    ).toMatchObject({ ok: false, errorCode: 'General', message: expect.stringContaining('leaves the origin') });
    expect(other.received.length).toBe(before);
  });

  it('refuses a response body past the cap', async () => {
    expect(
      await runScriptOnceWith({ script: script(`return { n: (await (await fetch("${origin.origin}/huge")).text()).length };`), ...allowed() }, input),
    ).toMatchObject({ ok: false, errorCode: 'General', message: expect.stringContaining(`weighs more than ${scriptFetchLimits.responseBodyBytes} bytes`) });
  });

  it('stops a run waiting for a slow server at the wall cap', async () => {
    const startedAt = Date.now();
    const outcome = await runScriptOnceWith({ script: script(`await fetch("${origin.origin}/slow"); return {};`), ...allowed() }, input);
    const elapsed = Date.now() - startedAt;
    expect(outcome).toMatchObject({ ok: false, errorCode: 'General' });
    expect(elapsed).toBeGreaterThanOrEqual(scriptTimeLimitMs * wallCapFactor - 50);
    expect(elapsed).toBeLessThan(scriptTimeLimitMs * wallCapFactor + 2000);
  });

  it(`allows at most ${scriptFetchLimits.fetchesPerRun} fetches per run`, async () => {
    const outcome = await runScriptOnceWith(
      {
        script: script(`
          const answers = [];
          for (let index = 0; index <= ${scriptFetchLimits.fetchesPerRun}; index += 1) {
            answers.push(await fetch("${origin.origin}/plan").then((response) => response.status, (error) => error.message));
          }
          return { answers };
        `),
        ...allowed(),
      },
      input,
    );
    if (!outcome.ok) {
      throw new Error(outcome.message);
    }
    const answers = outcome.claims.answers as unknown[];
    expect(answers.slice(0, scriptFetchLimits.fetchesPerRun)).toEqual(Array(scriptFetchLimits.fetchesPerRun).fill(200));
    expect(answers[scriptFetchLimits.fetchesPerRun]).toContain(`at most ${scriptFetchLimits.fetchesPerRun} fetches`);
  });

  it('refuses bodies that are not text and headers the host sets', async () => {
    expect(
      await runScriptOnceWith({ script: script(`await fetch("${origin.origin}/echo", { method: "POST", body: { a: 1 } }); return {};`), ...allowed() }, input),
    ).toMatchObject({ errorCode: 'General', message: expect.stringContaining('body must be a string') });
    expect(
      await runScriptOnceWith({ script: script(`await fetch("${origin.origin}/echo", { headers: { host: "evil" } }); return {};`), ...allowed() }, input),
    ).toMatchObject({ errorCode: 'General', message: expect.stringContaining('cannot be set') });
  });
});

describe('fetch in scripts with private networks denied', () => {
  let origin: Awaited<ReturnType<typeof startFetchTestOrigin>>;

  beforeAll(async () => {
    origin = await startFetchTestOrigin((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"plan":"internal"}');
    });
  });

  afterAll(async () => {
    await origin.close();
  });

  it('refuses an allowed origin whose address is private, before anything reaches it', async () => {
    const outcome = await runScriptOnce(
      {
        script: script(`try { await fetch("${origin.origin}/plan"); } catch (error) { return { caught: error.message }; }`),
        fetchAllowedOrigins: [origin.origin],
      },
      input,
      createOutboundFetch('deny'),
    );
    expect(outcome).toEqual({ ok: true, claims: { caught: 'fetch refused: 127.0.0.1 is on a private network' } });
    expect(origin.received).toHaveLength(0);
  });
});
