import { type RefObject, useEffect, useState } from 'react';
import { useVeioDoServidor } from './hidratacao';

/**
 * True once the element has come into view (IntersectionObserver; `margem` widens the view, e.g.
 * '300px 0px' to start a bit before), and stays true; at once where IntersectionObserver is missing, on
 * the server and while hydrating the server's HTML (which rendered the content, not its placeholder).
 */
export function useVistoUmaVez(ref: RefObject<Element | null>, margem?: string): boolean {
  const doServidor = useVeioDoServidor();
  const [visto, setVisto] = useState(() => typeof IntersectionObserver === 'undefined' || doServidor);
  useEffect(() => {
    const el = ref.current;
    if (visto || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisto(true);
          observer.disconnect();
        }
      },
      margem ? { rootMargin: margem } : undefined,
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, visto, margem]);
  return visto;
}
