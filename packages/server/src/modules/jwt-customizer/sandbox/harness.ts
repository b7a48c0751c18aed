/**
 * Evaluated in each sandbox before the administrator's script. It captures what it needs before
 * that script can change it, and answers `(hostFetch) => (fn) => (input) => Promise<envelope>`.
 * `hostFetch` is passed only when the administrator allows fetch: it takes the JSON text of a
 * request and answers a promise of the JSON text of the answer (script-fetch.ts); the harness
 * defines the global `fetch` over it, and nothing else of the host. `input` is the
 * JSON text of `{ token, context, environmentVariables }`, the envelope the JSON text of
 * `{ t: 'ok', v: <JSON text of the claims> }`, `{ t: 'denied', m }` or `{ t: 'error', m }`. Only
 * text crosses the boundary, so no object of either side is ever shared with the other.
 */
export const harnessSource = String.raw`(() => {
  'use strict';
  const parse = JSON.parse;
  const stringify = JSON.stringify;
  const freeze = Object.freeze;
  const entries = Object.entries;
  const create = Object.create;
  const isArray = Array.isArray;
  const PromiseOf = Promise;
  const StringOf = String;
  class AccessDenied extends Error {}
  const noop = () => undefined;
  // Scripts written for other runtimes log; here the lines go nowhere.
  globalThis.console = freeze({ log: noop, info: noop, warn: noop, error: noop, debug: noop });
  const messageOf = (error) => {
    try {
      if (error && typeof error === 'object' && 'message' in error) {
        const name = typeof error.name === 'string' ? error.name : 'Error';
        return name + ': ' + StringOf(error.message);
      }
      return StringOf(error);
    } catch {
      return 'Unknown error';
    }
  };
  const fetchOver = (hostFetch) => (resource, init) =>
    new PromiseOf((resolve) => {
      const options = init === undefined || init === null ? {} : init;
      if (typeof options !== 'object') {
        throw new TypeError('fetch: init must be an object');
      }
      const headers = create(null);
      const given = options.headers === undefined || options.headers === null ? {} : options.headers;
      const pairs = isArray(given) ? given : entries(given);
      for (const pair of pairs) {
        headers[StringOf(pair[0])] = StringOf(pair[1]);
      }
      const body = options.body === undefined || options.body === null ? undefined : options.body;
      if (body !== undefined && typeof body !== 'string') {
        throw new TypeError('fetch: the body must be a string (JSON.stringify it)');
      }
      const method = StringOf(options.method === undefined ? 'GET' : options.method).toUpperCase();
      resolve(hostFetch(stringify({ url: StringOf(resource), method, headers, body })));
    }).then((text) => {
      const answer = parse(text);
      if (!answer.ok) {
        throw new TypeError(answer.message);
      }
      const body = answer.body;
      return freeze({
        ok: answer.status >= 200 && answer.status < 300,
        status: answer.status,
        url: answer.url,
        headers: freeze(answer.headers),
        text: async () => body,
        json: async () => parse(body),
      });
    });
  const runnerOf = (fn) => (input) => {
    const { token, context, environmentVariables } = parse(input);
    const api = freeze({
      denyAccess: (message) => {
        throw new AccessDenied(message === undefined ? '' : StringOf(message));
      },
    });
    return new PromiseOf((resolve) => resolve(fn({ token, context, environmentVariables, api })))
      .then((value) => stringify({ t: 'ok', v: stringify(value === undefined ? null : value) }))
      .catch((error) =>
        error instanceof AccessDenied
          ? stringify({ t: 'denied', m: StringOf(error.message) })
          : stringify({ t: 'error', m: messageOf(error) }),
      );
  };
  return (hostFetch) => {
    if (hostFetch) {
      globalThis.fetch = fetchOver(hostFetch);
    }
    return runnerOf;
  };
})()`;
