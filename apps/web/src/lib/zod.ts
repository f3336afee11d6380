/**
 * `zod` as the web imports it (vite.config.ts points the bare `zod` here): the same module, told before
 * any schema exists never to try `new Function`. Zod's fast path probes eval once, our Content Security
 * Policy forbids eval, and Chromium reports the caught probe as a policy violation (Lighthouse's best
 * practices count it). The API keeps Zod's fast path.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
