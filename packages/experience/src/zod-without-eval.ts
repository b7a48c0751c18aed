/*
 * zod compiles object parsers with `new Function` when it may; its probe alone is reported as a
 * violation by the page's Content-Security-Policy, which forbids eval. zod reads the flag when a
 * schema is built, so it must be set before the first schema module runs, and it is set through
 * the global that zod's `config()` itself writes (zod adopts an existing one): importing zod here
 * would put zod, and the schemas bundled with it, on the first load of every page.
 * zod-without-eval.test.ts checks that zod still reads this global.
 */
type ZodGlobalConfig = { jitless?: boolean };
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };

scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
