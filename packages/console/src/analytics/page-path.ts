/** What the router knows of one matched route: its path pattern and the values of its params. */
export type MatchedRoute = {
  route: { path?: string };
  params: Record<string, string | undefined>;
};

/**
 * Route params whose values name a screen, not a record, and so say nothing about anyone: a
 * page view keeps them. Every other param (tenant, application, user, log… ids) is sent as its
 * placeholder.
 */
const screenParams = new Set(['tokenType', 'action', 'guideId']);

/**
 * The path a page view reports: the matched route patterns joined, ids replaced by their
 * placeholders (`/:tenantId/applications/:id/settings`), and anything a splat matched by `*`.
 */
export function pagePathOf(matches: readonly MatchedRoute[]): string {
  const segments = matches.flatMap(({ route, params }) =>
    (route.path ?? '')
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        if (segment === '*') {
          return '*';
        }
        if (!segment.startsWith(':')) {
          return segment;
        }
        const name = segment.slice(1).replace(/\?$/, '');
        const value = params[name];
        return screenParams.has(name) && value ? value : `:${name}`;
      }),
  );
  return `/${segments.join('/')}`;
}
