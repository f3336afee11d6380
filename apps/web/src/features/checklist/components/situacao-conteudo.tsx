import type { SituacaoConteudo } from '@aprovei/shared/checklist/checklist.rules';
import { Group, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed, IconProgress } from '@tabler/icons-react';
import { RESULT_COLORS } from '../../../theme';

/** Colour, icon and word of a content's state (spec doc 3 "Study guide": the colour legend). */
export const SITUACOES: Record<
  SituacaoConteudo,
  { cor: string; rotulo: string; Icone: typeof IconProgress }
> = {
  concluido: { cor: RESULT_COLORS.correta, rotulo: 'Finalizado', Icone: IconCircleCheckFilled },
  'em-estudo': { cor: RESULT_COLORS.emEstudo, rotulo: 'Em estudo', Icone: IconProgress },
  'nao-iniciado': { cor: RESULT_COLORS.naoIniciado, rotulo: 'Não iniciado', Icone: IconCircleDashed },
};

export function IconeSituacao({ situacao }: { situacao: SituacaoConteudo }) {
  const { cor, Icone } = SITUACOES[situacao];
  return <Icone size={18} color={cor} aria-hidden style={{ flexShrink: 0 }} />;
}

/** The colour legend: green finished, purple in study, grey not started. */
export function LegendaCores() {
  return (
    <Group gap="lg" aria-label="Legenda de cores" role="list">
      {(Object.keys(SITUACOES) as SituacaoConteudo[]).map((s) => (
        <Group key={s} gap={6} role="listitem">
          <IconeSituacao situacao={s} />
          <Text size="sm">{SITUACOES[s].rotulo}</Text>
        </Group>
      ))}
    </Group>
  );
}
