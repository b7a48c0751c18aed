/*
 * The contracts the console shell calls before any page is open: the console config, the tenant
 * endpoint and the signed-in user. Contracts are zod schemas, and zod stays out of the first
 * load (vite.config.ts), so the shell imports this module on demand only, through
 * load-shell-contracts.ts, which main.tsx awaits before the first render.
 */
export { meApi, wellKnownApi } from '@tessera/schemas';
