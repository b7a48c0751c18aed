import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { organizationInvitationParameter } from '@tessera/schemas';

export type JoinLinkServer = {
  /** `http://127.0.0.1:{port}`, the origin browsers must be allowed to reach. */
  origin: string;
  /** `{origin}/join`, the link an invitation email is sent with. */
  joinUrl: string;
  close: () => Promise<void>;
};

/**
 * The page of an application that an invitation email links to: it starts the application's
 * authorization request with the invitation the link carries, as an application would, by
 * redirecting the browser to the URL `startAuthorization` builds.
 */
export async function startJoinLinkServer(
  startAuthorization: (invitationId: string) => Promise<URL>,
): Promise<JoinLinkServer> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
    const invitationId = url.searchParams.get(organizationInvitationParameter);
    if (url.pathname !== '/join' || !invitationId) {
      response.writeHead(404).end();
      return;
    }
    startAuthorization(invitationId).then(
      (location) => response.writeHead(302, { Location: location.toString() }).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    joinUrl: `${origin}/join`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
