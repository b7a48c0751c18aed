import { z } from 'zod/mini';
console.log(z.object({a: z.string()}).parse({}));
