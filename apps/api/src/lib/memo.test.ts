import { describe, expect, it } from 'vitest';
import { memoTtl } from './memo.ts';

describe('memoTtl', () => {
  it('loads once within the time to live, again after it, and forgets failures', async () => {
    let clock = 0;
    let loads = 0;
    let fail = false;
    const get = memoTtl(
      async () => {
        loads += 1;
        if (fail) throw new Error('db down');
        return loads;
      },
      1_000,
      () => clock,
    );
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    clock = 999;
    expect(await get()).toBe(1);
    clock = 1_000;
    fail = true;
    await expect(get()).rejects.toThrow('db down');
    fail = false;
    expect(await get()).toBe(3);
    expect(loads).toBe(3);
  });
});
