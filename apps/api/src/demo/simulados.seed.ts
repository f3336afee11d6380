import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { inserirSimulado } from '../modules/simulados/index.ts';
import { arvoreCatalogo, buscaObrigatoria } from './arvore-catalogo.ts';
import type { PacoteSimuladoSeed, SimuladoSeed } from './conteudo/tipos-simulado.ts';

const DIA = 86_400_000;

/**
 * The demo mocks and their packages (demo/conteudo/simulados.ts: SIMULADOS_DEMO, PACOTES_DEMO), by names of
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
