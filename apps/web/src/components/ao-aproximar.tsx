import { type ReactNode, Suspense, useRef } from 'react';
import { useVistoUmaVez } from '../lib/visibilidade';

/**
 * Renders (and so loads, for a lazy component) its children only when the place nears the screen,
 * keeping `altura` in the meantime so nothing below jumps: the first page below the fold costs no
 * JavaScript work until the person scrolls there.
 */
export function AoAproximar({ children, altura }: { children: ReactNode; altura: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const perto = useVistoUmaVez(ref, '400px 0px');
  const reserva = <div ref={ref} style={{ minHeight: altura }} />;
  return perto ? <Suspense fallback={reserva}>{children}</Suspense> : reserva;
}
