/**
 * The server's own handling time of a response, from its `Server-Timing` header (`app;dur=…`,
 * milliseconds): what the client measured, less the network and the client. Undefined when the
 * server did not say (a build from before the header).
 */
export function serverTimeOf(response: Response): number | undefined {
  const header = response.headers.get('server-timing');
  const match = header ? /(?:^|,)\s*app;dur=([\d.]+)/.exec(header) : null;
  return match ? Number(match[1]) : undefined;
}
