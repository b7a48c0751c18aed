/**
 * Tessera supports Node.js 20.19 and later (see the README). The OIDC library announces on every
 * runtime older than its own support line that it is "unsupported"; that one notice is dropped,
 * every other warning passes unchanged.
 */
const unsupportedRuntimeNotice =
  'oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.';

// eslint-disable-next-line no-control-regex
const withoutColours = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

export function dropUnsupportedRuntimeNotice() {
  const warn = console.warn.bind(console);
  console.warn = (...items) => {
    if (
      items.length === 1 &&
      typeof items[0] === 'string' &&
      withoutColours(items[0]) === unsupportedRuntimeNotice
    ) {
      return;
    }
    warn(...items);
  };
}
