import { userApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { notFound } from '../../../errors/request-error.js';
import { createRouter } from '../../../http/create-router.js';
import { deleteTrustedDevice, listTrustedDevices, toTrustedDeviceResponse } from '../../mfa/trusted-devices.js';
import { requireUser } from '../../roles/assignment-service.js';
import { grantMfaFactor } from '../mfa-factor-grants.js';
import { userRoute } from './users.js';

/** An administrator's hand on a user's second factors: new factors and trusted devices. */
export const userMfaRoutes = ({ vault, config }: Pick<AppContext, 'vault' | 'config'>) => {
  // Authenticator apps show the issuer beside the code: the host people sign in at.
  const issuer = new URL(config.endpoint).host;
  return createRouter()
    .openapi(userRoute(userApi.createMfaVerification), async (c) => {
      const body = c.req.valid('json');
      const { userId } = c.req.valid('param');
      return c.json(await grantMfaFactor(c.get('scope'), { vault, issuer, userId, body }), 200);
    })
    .openapi(userRoute(userApi.listTrustedDevices), async (c) => {
      const scope = c.get('scope');
      const user = await requireUser(scope, c.req.valid('param').userId);
      return c.json((await listTrustedDevices(scope, user.id)).map(toTrustedDeviceResponse), 200);
    })
    .openapi(userRoute(userApi.deleteTrustedDevice), async (c) => {
      const scope = c.get('scope');
      const { userId, trustedDeviceId } = c.req.valid('param');
      await requireUser(scope, userId);
      if (!(await deleteTrustedDevice(scope, userId, trustedDeviceId))) {
        throw notFound('trusted_device', trustedDeviceId);
      }
      return c.body(null, 204);
    });
};
