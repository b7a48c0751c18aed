import { config } from 'zod/v4/core';

/*
 * zod compiles object parsers with `new Function` when it may; its probe alone is reported as a
 * violation by the page's Content-Security-Policy, which forbids eval. Imported first, before any
 * schema parses, so zod never tries.
 */
config({ jitless: true });
