import {
  PARTES_POR_TIPO,
  type ParteSimulado,
  type TipoSimulado,
} from '@aprovei/shared/simulados/simulados.rules';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { sanitizeRichText } from '../lib/html.ts';
import { arvoreCatalogo, buscaObrigatoria } from './arvore-catalogo.ts';
import type { PacoteSimuladoSeed, SimuladoSeed } from './conteudo/tipos-simulado.ts';

const DIA = 86_400_000;

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
}

/**
 * Writes a mock with its questions (numbered 1… in the given order), alternatives and tags: the one writer
 * of the demo seed and the test factories. Refuses a question of a part its type does not have.
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

/**
 * The demo mocks and their packages (seed/conteudo/simulados.ts: SIMULADOS_DEMO, PACOTES_DEMO), by names of
 * the catalogue: a mock's platform is its first question's course's; release dates are relative to `hoje`.
 */
export async function seedSimulados(
  tx: DbOrTx,
  simulados: readonly SimuladoSeed[],
  pacotes: readonly PacoteSimuladoSeed[],
  hoje = new Date(),
) {
  const arvore = await arvoreCatalogo(tx);
  const chave = (...p: string[]) => p.join('|');
  const cursos = new Map<string, number>();
  const materias = new Map<string, number>();
  const conteudos = new Map<string, number>();
  for (const r of arvore) {
    cursos.set(r.curso, r.plataforma_id);
    materias.set(chave(r.curso, r.materia), r.materia_id);
    if (r.conteudo_id !== null) conteudos.set(chave(r.curso, r.materia, r.conteudo!), r.conteudo_id);
  }
  const instituicoes = new Map(
    (await tx.select({ id: t.instituicao.id, nome: t.instituicao.nome }).from(t.instituicao)).map((r) => [
      r.nome,
      r.id,
    ]),
  );
  const anos = new Map((await tx.select().from(t.ano)).map((a) => [a.ano, a.id]));
  const deve = buscaObrigatoria('Simulados de demonstração');
  const plataformaDe = (s: SimuladoSeed) => deve(cursos, s.questoes[0]?.curso, 'curso');

  const pacoteDoSimulado = new Map<string, number>();
  for (const p of pacotes) {
    const primeiro = simulados.find((s) => s.nome === p.simulados[0]);
    if (!primeiro) throw new Error(`Pacote ${p.nome}: simulado desconhecido ${p.simulados[0]}`);
    const [row] = await tx
      .insert(t.pacoteSimulado)
      .values({ plataformaId: plataformaDe(primeiro), nome: p.nome, gratuito: p.gratuito })
      .returning({ id: t.pacoteSimulado.id });
    for (const nome of p.simulados) pacoteDoSimulado.set(nome, row!.id);
  }

  const ids = new Map<string, number>();
  for (const s of simulados) {
    const { id } = await inserirSimulado(tx, {
      plataformaId: plataformaDe(s),
      pacoteId: pacoteDoSimulado.get(s.nome) ?? null,
      nome: s.nome,
      tipo: s.tipo,
      gratuito: s.gratuito,
      dataLiberacao: new Date(hoje.getTime() + s.liberacaoEmDias * DIA),
      duracaoMinutos: s.duracaoMinutos ?? null,
      pesos: s.pesos,
      questoes: s.questoes.map((q) => ({
        parte: q.parte,
        anoId: deve(anos, q.ano, 'ano'),
        instituicaoId: deve(instituicoes, q.instituicao, 'instituição'),
        materias: [deve(materias, chave(q.curso, q.materia), 'matéria')],
        conteudos: [deve(conteudos, chave(q.curso, q.materia, q.conteudo), 'conteúdo')],
        enunciado: q.enunciado,
        alternativas: q.alternativas,
        correta: q.correta,
        explicacao: q.explicacao,
      })),
    });
    ids.set(s.nome, id);
  }
  return ids;
}
