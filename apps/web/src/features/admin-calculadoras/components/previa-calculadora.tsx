import { tabelaDoAluno } from '@aprovei/shared/calculadora/calculadora.schemas';
import { ZCalculadoraForm, ZTabelaDefinicao } from '@aprovei/shared/calculadora/calculadora-admin.schemas';
import { Alert } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { CalculadoraCurriculo } from '../../../components/calculadora-curriculo';
import { previaCalculadora } from '../api/admin-calculadoras.api';
import type { ValoresCalculadora } from './editor-tabela';

type Preenchido = { pontuacaoDigitadaAluno: number | null; colunaSelecionada: boolean };

/**
 * The student's calculator on the table being edited, scored by the server as the editor types. What is
 * typed in it stays on its row (by the row's key) while rows are edited, moved or added.
 */
export function PreviaCalculadora({
  valores: editados,
  instituicao,
}: {
  valores: ValoresCalculadora;
  instituicao: string;
}) {
  const [preenchido, setPreenchido] = useState<Record<number, Preenchido>>({});
  // The table as it stands once typing pauses: one calculation per pause, not per key.
  const [valores] = useDebouncedValue(editados, 300);
  const tabela = ZTabelaDefinicao.safeParse(valores.tabela);
  const maxima = ZCalculadoraForm.shape.pontuacaoMaxima.safeParse(valores.pontuacaoMaxima);
  if (!tabela.success)
    return (
      <Alert color="yellow" role="status">
        A prévia aparece quando a tabela estiver completa: {tabela.error.issues[0]?.message}
      </Alert>
    );
  const def = tabela.data;
  const pontuacaoMaxima = maxima.success ? maxima.data : 0;
  const { chaves } = valores;
  const doAluno = tabelaDoAluno(
    def,
    chaves.flatMap((chave, linha) => {
      const p = preenchido[chave];
      return p ? [{ linha, ...p }] : [];
    }),
  );
  return (
    <CalculadoraCurriculo
      // A new table or maximum is a new calculator: it remounts with what was typed, and scores it.
      key={JSON.stringify([def, chaves, pontuacaoMaxima])}
      calculadora={{
        nome: valores.nome || 'Nova calculadora',
        ano: valores.ano,
        instituicao: { id: valores.instituicaoId, nome: instituicao },
        pontuacaoMaxima,
        preenchidaAnteriormente: false,
      }}
      tabela={doAluno}
      nivelTitulo={3}
      aoVivo
      calcular={(linhas) => previaCalculadora({ pontuacaoMaxima, tabela: def, linhas })}
      onPreencher={(linhas) =>
        setPreenchido((antes) => {
          const depois = { ...antes };
          for (const l of linhas) {
            const chave = chaves[l.linha];
            if (chave !== undefined)
              depois[chave] = {
                pontuacaoDigitadaAluno: l.pontuacaoDigitadaAluno,
                colunaSelecionada: l.colunaSelecionada,
              };
          }
          return depois;
        })
      }
    />
  );
}
