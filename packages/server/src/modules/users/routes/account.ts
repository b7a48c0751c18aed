import { userApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { fetchPwnedRange } from '../../passwords/pwned-range.js';
import { requireUser } from '../../roles/assignment-service.js';
import { toUserResponse } from '../responses.js';
import { assertUserPassword, setUserPassword } from '../user-password-service.js';
import { setUserSuspended } from '../user-suspension.js';
import { mergeUserCustomData, mergeUserProfile } from '../user-updates.js';
import { userRoute } from './users.js';

/** A user's account: custom data, profile, password and suspension. */
export const userAccountRoutes = ({ logger }: Pick<AppContext, 'logger'>) =>
  createRouter()
    .openapi(userRoute(userApi.getCustomData), async (c) => {
      const user = await requireUser(c.get('scope'), c.req.valid('param').userId);
      return c.json(user.custom_data, 200);
    })
    .openapi(userRoute(userApi.updateCustomData), async (c) => {
      const { customData } = c.req.valid('json');
      return c.json(await mergeUserCustomData(c.get('scope'), c.req.valid('param').userId, customData), 200);
    })
    .openapi(userRoute(userApi.updateProfile), async (c) => {
      const { profile } = c.req.valid('json');
      return c.json(await mergeUserProfile(c.get('scope'), c.req.valid('param').userId, profile), 200);
    })
    .openapi(userRoute(userApi.updatePassword), async (c) => {
      const user = await setUserPassword(c.get('scope'), c.req.valid('param').userId, c.req.valid('json').password, {
        pwnedRange: fetchPwnedRange,
        logger,
      });
      return c.json(toUserResponse(user), 200);
    })
    .openapi(userRoute(userApi.verifyPassword), async (c) => {
      await assertUserPassword(c.get('scope'), c.req.valid('param').userId, c.req.valid('json').password, logger);
      return c.body(null, 204);
    })
    .openapi(userRoute(userApi.hasPassword), async (c) => {
      const user = await requireUser(c.get('scope'), c.req.valid('param').userId);
      return c.json({ hasPassword: Boolean(user.password_encrypted) }, 200);
    })
    .openapi(userRoute(userApi.updateIsSuspended), async (c) => {
      const { isSuspended } = c.req.valid('json');
      const user = await setUserSuspended(c.get('scope'), c.req.valid('param').userId, isSuspended);
      return c.json(toUserResponse(user), 200);
    });
