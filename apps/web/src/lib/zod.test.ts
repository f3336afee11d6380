import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { globalConfig } from 'zod/v4/core';

describe('zod in the web', () => {
  it('is told never to probe eval, which the Content Security Policy forbids', () => {
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    expect(globalConfig.jitless).toBe(true);
  });
});
