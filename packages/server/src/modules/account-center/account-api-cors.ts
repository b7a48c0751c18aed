import { verificationIdHeader } from '@tessera/schemas';
import { cors } from 'hono/cors';

/**
 * The account API is called from the tenant's apps, on their own origins. It takes bearer
 * tokens only, never cookies, so any origin may call it: a page without the user's token can do
 * nothing with it. Preflights are answered before the token guard.
 */
export const accountApiCors = () =>
  cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', verificationIdHeader],
    maxAge: 600,
  });
