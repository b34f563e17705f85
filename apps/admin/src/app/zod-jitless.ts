import { z } from 'zod';

/*
 * Imported first by main.tsx, before any contract schema exists: zod would otherwise probe for `new Function` (its
 * JIT), which the page's CSP refuses and reports. Validating a few answers gains nothing from the JIT.
 */
z.config({ jitless: true });
