import { type RefObject, useEffect, useState } from 'react';

/** True once the element has been on screen (IntersectionObserver); at once where there is none. */
export function useVistoUmaVez(ref: RefObject<Element | null>): boolean {
  const [visto, setVisto] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (visto || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisto(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setVisto(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, visto]);
  return visto;
}

/** Whether the person asked the system for less motion. */
export function prefereMenosMovimento(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export interface Contagem {
  inicio: number;
  fim: number;
  passo: number;
  intervaloMs: number;
}

/**
 * A number counting from `inicio` to `fim` by `passo` every `intervaloMs`, once `iniciar` turns true;
 * the final value at once when `semAnimacao` (prefers-reduced-motion).
 */
export function useContagem(c: Contagem, iniciar: boolean, semAnimacao: boolean): number {
  const [valor, setValor] = useState(semAnimacao ? c.fim : c.inicio);
  const { inicio, fim, passo, intervaloMs } = c;
  useEffect(() => {
    if (semAnimacao) {
      setValor(fim);
      return;
    }
    if (!iniciar) return;
    let atual = inicio;
    const id = window.setInterval(() => {
      atual = Math.min(fim, atual + passo);
      setValor(atual);
      if (atual >= fim) window.clearInterval(id);
    }, intervaloMs);
    return () => window.clearInterval(id);
  }, [iniciar, semAnimacao, inicio, fim, passo, intervaloMs]);
  return valor;
}
