/*
 * Runs before the first paint so that the page never flashes the wrong theme. It must stay a
 * classic script (loaded synchronously from <head>, never inlined: the server's CSP forbids inline
 * scripts). The storage key and values mirror `storageKeys.appearanceMode` and `appearanceModes`
 * of @tessera/schemas; a unit test keeps them in step.
 */
(function () {
  var mode = 'system';
  try {
    var stored = window.localStorage.getItem('admin-console:appearance-mode');
    if (stored === 'light' || stored === 'dark' || stored === 'system') {
      mode = stored;
    }
  } catch {
    // Storage can be disabled; fall back to the system preference.
  }
  var prefersDark =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  var theme = mode === 'dark' || (mode === 'system' && prefersDark) ? 'dark' : 'light';
  document.documentElement.setAttribute('data-theme', theme);
})();
