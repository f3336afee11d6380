import { Badge } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { getSession } from '../../../lib/session';

/** Seconds left until `fim` by the server's clock (the session's estimate of its offset). */
function segundosRestantes(fim: number): number {
  const agoraServidor = Date.now() + (getSession()?.clockOffsetMs ?? 0);
  return Math.max(0, Math.ceil((fim - agoraServidor) / 1000));
}

function formatar(s: number): string {
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** While time is left it runs; at zero `onFim` is called, and again every few seconds until the page changes. */
const REPETIR_FIM_MS = 5000;
/** The last minutes are shown in red. */
const ALERTA_SEGUNDOS = 5 * 60;

/**
 * The time left of a timed mock, from the server's end of the attempt (its start plus the limit), so a
 * reload or another device shows the same time. At zero it calls `onFim` (the caller reloads: the server
 * finishes the attempt on the next call) and repeats it while it stays mounted, in case the first call
 * arrived a moment before the server's limit.
 */
export function ContagemRegressiva({ fimDoTempo, onFim }: { fimDoTempo: string; onFim: () => void }) {
  const fim = new Date(fimDoTempo).getTime();
  const [restante, setRestante] = useState(() => segundosRestantes(fim));
  const ultimoAviso = useRef(0);
  const onFimRef = useRef(onFim);
  onFimRef.current = onFim;
  useEffect(() => {
    const passo = () => {
      const s = segundosRestantes(fim);
      setRestante(s);
      if (s === 0 && Date.now() - ultimoAviso.current >= REPETIR_FIM_MS) {
        ultimoAviso.current = Date.now();
        onFimRef.current();
      }
    };
    passo();
    const timer = setInterval(passo, 1000);
    return () => clearInterval(timer);
  }, [fim]);
  return (
    <Badge
      size="xl"
      variant="light"
      color={restante <= ALERTA_SEGUNDOS ? 'red' : 'orange'}
      leftSection={<IconClock size={18} aria-hidden />}
      role="timer"
      aria-label="Tempo restante"
      styles={{ label: { fontVariantNumeric: 'tabular-nums' } }}
    >
      {`Tempo restante: ${formatar(restante)}`}
    </Badge>
  );
}
