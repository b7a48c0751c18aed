/** Full-page navigation, behind an object so tests can observe it (jsdom cannot navigate). */
export const browserNavigation = {
  assign: (url: string) => {
    window.location.assign(url);
  },
};

/** The console location of the current page: the router's path, without the `/console` base. */
export const currentConsoleLocation = (basePath: string) => {
  const { pathname, search, hash } = window.location;
  const inConsole = pathname === basePath || pathname.startsWith(`${basePath}/`);
  return { pathname: (inConsole ? pathname.slice(basePath.length) : pathname) || '/', search, hash };
};
