import { Badge } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

function restante(fim: number): string {
  const s = Math.max(0, Math.ceil((fim - Date.now()) / 1000));
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The time left of a timed mock; calls `onFim` once when it runs out (the server finishes the attempt). */
export function ContagemRegressiva({ fimDoTempo, onFim }: { fimDoTempo: string; onFim: () => void }) {
  const fim = new Date(fimDoTempo).getTime();
  const [, tick] = useState(0);
  const avisado = useRef(false);
  const onFimRef = useRef(onFim);
  onFimRef.current = onFim;
  useEffect(() => {
    const passo = () => {
      tick((n) => n + 1);
      if (Date.now() >= fim && !avisado.current) {
        avisado.current = true;
        onFimRef.current();
      }
    };
    passo();
    const timer = setInterval(passo, 1000);
    return () => clearInterval(timer);
  }, [fim]);
  return (
    <Badge size="lg" variant="light" color="orange" role="timer" aria-label="Tempo restante">
      {`Tempo restante: ${restante(fim)}`}
    </Badge>
  );
}
