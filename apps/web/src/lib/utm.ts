import { UTM_KEYS, type UtmKey } from '@aprovei/shared/conta/conta.messages';
import { storage } from './storage';

type Utm = Partial<Record<UtmKey, string>>;
const KEY = 'aprovei:utm';

/** Keeps the campaign parameters of the address when any is present (spec doc 2 "Landing page"). */
export function captureUtm(search: string): void {
  const params = new URLSearchParams(search);
  const found: Utm = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) found[key] = value.slice(0, 200);
  }
  if (Object.keys(found).length > 0) storage.set(KEY, JSON.stringify(found));
}

/** The campaign that brought the visitor, sent with the registration. */
export function storedUtm(): Utm | null {
  try {
    const value = JSON.parse(storage.get(KEY) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return null;
    const out: Utm = {};
    for (const key of UTM_KEYS) {
      const v = (value as Record<string, unknown>)[key];
      if (typeof v === 'string' && v) out[key] = v;
    }
    return Object.keys(out).length ? out : null;
  } catch {
    return null;
  }
}
