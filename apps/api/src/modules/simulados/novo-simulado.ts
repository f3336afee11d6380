import {
  PARTES_POR_TIPO,
  type ParteSimulado,
  type SituacaoSimulado,
  type TipoSimulado,
} from '@aprovei/shared/simulados/simulados.rules';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../lib/html.ts';

/** A mock question with its references resolved to ids. */
export interface NovaQuestaoSimulado {
  parte: ParteSimulado;
  anoId: number;
  instituicaoId: number;
  materias: number[];
  conteudos: number[];
  enunciado: string;
  alternativas: string[];
  /** 0-based index of the correct alternative. */
  correta: number;
  explicacao: string;
}

export interface NovoSimulado {
  plataformaId: number;
  pacoteId: number | null;
  nome: string;
  tipo: TipoSimulado;
  gratuito: boolean;
  dataLiberacao: Date;
  duracaoMinutos: number | null;
  /** Points per hit of each part of the type. */
  pesos: Partial<Record<ParteSimulado, number>>;
  questoes: NovaQuestaoSimulado[];
  /** PUBLICADO unless given: the back office starts a mock as a RASCUNHO. */
  situacao?: SituacaoSimulado;
}

/**
 * Writes a mock with its questions (numbered 1… in the given order), alternatives and tags: the one writer
 * of mocks, for the staff's route (simulados.service.ts), the demo seed and the test factories. Refuses a
 * question of a part its type does not have.
 */
export async function inserirSimulado(db: DbOrTx, s: NovoSimulado) {
  const partes = PARTES_POR_TIPO[s.tipo];
  for (const q of s.questoes) {
    if (!partes.includes(q.parte))
      throw new Error(`${s.nome}: a parte ${q.parte} não existe no tipo ${s.tipo}.`);
  }
  const [row] = await db
    .insert(t.simulado)
    .values({
      plataformaId: s.plataformaId,
      pacoteId: s.pacoteId,
      nome: s.nome,
      tipo: s.tipo,
      gratuito: s.gratuito,
      dataLiberacao: s.dataLiberacao,
      duracaoMinutos: s.duracaoMinutos,
      pesoSus: s.pesos.SUS ?? 0,
      pesoEspecifico: s.pesos.ESPECIFICO ?? 0,
      pesoGeral: s.pesos.GERAL ?? 0,
      pesoPortugues: s.pesos.PORTUGUES ?? 0,
      situacao: s.situacao ?? 'PUBLICADO',
    })
    .returning({ id: t.simulado.id });
  const simuladoId = row!.id;
  const questoes: { id: number; parte: ParteSimulado; alternativas: { id: number; correta: boolean }[] }[] =
    [];
  for (const [i, q] of s.questoes.entries()) {
    const [qr] = await db
      .insert(t.simuladoQuestao)
      .values({
        plataformaId: s.plataformaId,
        simuladoId,
        numeroQuestao: i + 1,
        anoId: q.anoId,
        instituicaoId: q.instituicaoId,
        parte: q.parte,
        enunciado: sanitizeRichText(q.enunciado),
        explicacao: q.explicacao,
      })
      .returning({ id: t.simuladoQuestao.id });
    const id = qr!.id;
    const alternativas = await db
      .insert(t.simuladoAlternativa)
      .values(
        q.alternativas.map((enunciado, ordem) => ({
          simuladoQuestaoId: id,
          ordem: ordem + 1,
          enunciado,
          correta: ordem === q.correta,
        })),
      )
      .returning({ id: t.simuladoAlternativa.id, correta: t.simuladoAlternativa.correta });
    if (q.materias.length)
      await db
        .insert(t.simuladoQuestaoMateria)
        .values(q.materias.map((materiaId) => ({ materiaId, simuladoQuestaoId: id })));
    if (q.conteudos.length)
      await db
        .insert(t.simuladoQuestaoConteudo)
        .values(q.conteudos.map((conteudoId) => ({ conteudoId, simuladoQuestaoId: id })));
    questoes.push({ id, parte: q.parte, alternativas });
  }
  return { id: simuladoId, questoes };
}
