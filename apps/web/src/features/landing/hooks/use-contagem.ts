import { useEffect, useState } from 'react';

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
