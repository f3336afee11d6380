import type { TConteudoLanding } from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useVeioDoServidor } from '../../../lib/hidratacao';
import { useVistoUmaVez } from '../../../lib/visibilidade';
import { conteudoLandingQueryOptions } from '../api/landing.api';
import { prefereMenosMovimento, useContagem } from '../hooks/use-contagem';

const milhar = new Intl.NumberFormat('pt-BR');

type Definicao = TConteudoLanding['contadores'][number];

function Contador({ d, iniciar, semAnimacao }: { d: Definicao; iniciar: boolean; semAnimacao: boolean }) {
  const valor = useContagem(d, iniciar, semAnimacao);
  const mostrar = (n: number) => `${d.prefixo}${d.agrupar ? milhar.format(n) : n}`;
  return (
    <div style={{ textAlign: 'center' }}>
      {/* The moving number is for the eyes; assistive technology reads the final figure once. */}
      <Text
        aria-hidden
        fz={{ base: 36, sm: 44 }}
        fw={800}
        c="brand"
        data-testid={`contador-${d.id}`}
        lh={1.1}
      >
        {mostrar(valor)}
      </Text>
      <span className="visually-hidden">
        {mostrar(d.fim)} {d.rotulo}
      </span>
      <Text aria-hidden fw={600}>
        {d.rotulo}
      </Text>
    </div>
  );
}

/**
 * The statistics block, as the admin set it (issue 22 §3; the demo's: questions to 11000 by 50 every
 * 10 ms, fixation exercises to 22000 by 100 every 15 ms, the year 2021→2024 at 1 per second); once,
 * when the block scrolls into view; at their final values for people who prefer reduced motion and in a
 * page the server rendered (its HTML carries the final figures: they stay).
 */
export function Contadores() {
  const ref = useRef<HTMLDivElement>(null);
  const visto = useVistoUmaVez(ref);
  const doServidor = useVeioDoServidor();
  const semAnimacao = useMemo(() => doServidor || prefereMenosMovimento(), [doServidor]);
  const contadores = useQuery(conteudoLandingQueryOptions()).data?.contadores ?? [];
  return (
    <SimpleGrid ref={ref} cols={{ base: 1, sm: Math.min(Math.max(contadores.length, 1), 4) }} spacing="xl">
      {contadores.map((d) => (
        <Contador key={d.id} d={d} iniciar={visto} semAnimacao={semAnimacao} />
      ))}
    </SimpleGrid>
  );
}
