import { afterEach, describe, expect, it, vi } from 'vitest';
import { memo, memoTtl } from './memo.ts';

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

describe('memo', () => {
  afterEach(() => vi.useRealTimers());

  it('computes once per key and version; concurrent calls share the computation', async () => {
    const m = memo<number>();
    let n = 0;
    const calcular = () => Promise.resolve(++n);
    const [a, b] = await Promise.all([m('u1', 'v1', calcular), m('u1', 'v1', calcular)]);
    expect([a, b, n]).toEqual([1, 1, 1]);
    expect(await m('u1', 'v2', calcular)).toBe(2);
    expect(await m('u2', 'v2', calcular)).toBe(3);
    expect(await m('u1', 'v2', calcular)).toBe(2);
  });

  it('recomputes after the TTL', async () => {
    vi.useFakeTimers();
    const m = memo<number>(10, 1_000);
    let n = 0;
    const calcular = () => Promise.resolve(++n);
    await m('k', 'v', calcular);
    vi.advanceTimersByTime(999);
    expect(await m('k', 'v', calcular)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await m('k', 'v', calcular)).toBe(2);
  });

  it('keeps at most max keys, dropping the oldest, and never keeps a failure', async () => {
    const m = memo<number>(2);
    let n = 0;
    const calcular = () => Promise.resolve(++n);
    await m('a', 'v', calcular);
    await m('b', 'v', calcular);
    await m('c', 'v', calcular);
    expect(await m('b', 'v', calcular)).toBe(2);
    expect(await m('a', 'v', calcular)).toBe(4);
    await expect(m('x', 'v', () => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    expect(await m('x', 'v', calcular)).toBe(5);
  });
});
