import { describe, expect, it } from 'vitest';
import { visivelDesde } from './carousel';

describe('the first slide laid out by CSS (server render and hydration)', () => {
  it('shows each item from the breakpoint whose slide holds it', () => {
    const perSlide = { base: 1, sm: 2, md: 4 };
    expect([0, 1, 2, 3].map((i) => visivelDesde(perSlide, i))).toEqual([undefined, 'sm', 'md', 'md']);
    expect([0, 1].map((i) => visivelDesde({ base: 1, md: 2 }, i))).toEqual([undefined, 'md']);
    expect(visivelDesde({ base: 3 }, 2)).toBeUndefined();
  });
});
