/**
 * Evaluated in each sandbox before the administrator's script. It captures what it needs before
 * that script can change it, and answers `(fn) => (input) => Promise<envelope>`: `input` is the
 * JSON text of `{ token, context, environmentVariables }`, the envelope the JSON text of
 * `{ t: 'ok', v: <JSON text of the claims> }`, `{ t: 'denied', m }` or `{ t: 'error', m }`. Only
 * text crosses the boundary, so no object of either side is ever shared with the other.
 */
export const harnessSource = String.raw`(() => {
  'use strict';
  const parse = JSON.parse;
  const stringify = JSON.stringify;
  const freeze = Object.freeze;
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
  return (fn) => (input) => {
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
})()`;
