import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  type HabilidadeRasch,
  MENSAGEM_POUCOS_PARTICIPANTES,
  MENSAGEM_SEM_SIMULADOS,
  mensagemFaltam,
  percentil,
  projetar,
} from '@aprovei/shared/projecao/projecao.rules';
import type { TProjecao, TProjecaoTipo } from '@aprovei/shared/projecao/projecao.schemas';
import { MENSAGEM_SEM_REVISOES } from '@aprovei/shared/revisao/revisao.rules';
import { TIPOS_SIMULADO, type TipoSimulado } from '@aprovei/shared/simulados/simulados.rules';
import type { Db } from '../../db/client.ts';
import { acessoService } from '../acesso/index.ts';
import { type LinhaExame, projecaoRepository } from './projecao.repository.ts';
import { estimarHabilidade } from './rasch.ts';

/** One decimal place: the card shows whole points, the band may need the tenth. */
const umaCasa = (x: number) => Math.round(x * 10) / 10;

/**
 * The projected score of the national mocks (issue 24 §3, docs/projecao.md), computed on every read from the
 * student's counters and the mocks' structure, so it follows every answer at once. A feature of the paid
 * plans like the daily review: trainees get the same 401.
 */
export function projecaoService(db: Db) {
  const acesso = acessoService(db);
  const repo = projecaoRepository(db);

  /** The student's Rasch ability over the platform's calibrated questions (null when they answered none). */
  async function habilidade(
    usuarioId: number,
    plataformaId: number,
    materias: number[],
  ): Promise<HabilidadeRasch | null> {
    const respostas = await repo.respostasCalibradas(usuarioId, plataformaId);
    if (respostas.length === 0 || materias.length === 0) return null;
    const { theta, erroPadrao } = estimarHabilidade(respostas);
    const porMateria = await repo.acertoPorMateria(plataformaId, theta, materias);
    return { theta, erroPadrao, respostas: respostas.length, materias: porMateria };
  }

  return {
    async projecao(usuarioId: number, tenant: Tenant, plataformaId: number): Promise<TProjecao> {
      const escopo = await acesso.escopoEstudo(usuarioId, tenant, plataformaId);
      if (escopo.somenteEstagiario) throw new AppError('SEM_ACESSO', MENSAGEM_SEM_REVISOES);
      const [exame, desempenho, notas] = await Promise.all([
        repo.exame(plataformaId),
        repo.desempenho(usuarioId, plataformaId),
        repo.notas(usuarioId, plataformaId),
      ]);
      const materias = [...new Set(exame.flatMap((l) => (l.materiaId === null ? [] : [l.materiaId])))];
      const rasch = await habilidade(usuarioId, plataformaId, materias);
      return {
        tipos: TIPOS_SIMULADO.map((tipo) =>
          projecaoDoTipo(
            tipo,
            exame.filter((l) => l.tipo === tipo),
            desempenho,
            notas.filter((n) => n.tipo === tipo),
            rasch,
          ),
        ),
      };
    },
  };
}

function projecaoDoTipo(
  tipo: TipoSimulado,
  exame: LinhaExame[],
  desempenho: Parameters<typeof projetar>[1],
  notas: Parameters<typeof percentil>[1],
  rasch: HabilidadeRasch | null,
): TProjecaoTipo {
  const participantes = notas.reduce((s, n) => s + n.participantes, 0);
  const vazio = {
    tipo,
    metodo: null,
    respostas: 0,
    nota: null,
    faixaMinima: null,
    faixaMaxima: null,
    notaMaxima: null,
    percentil: null,
    participantes,
  };
  const notaMaxima = exame.find((l) => l.materiaId === null)?.pontos ?? 0;
  const materias = exame.flatMap((l) =>
    l.materiaId === null ? [] : [{ materiaId: l.materiaId, nome: l.nome ?? '', pontos: l.pontos }],
  );
  if (notaMaxima <= 0 || materias.length === 0)
    return { ...vazio, situacao: 'SEM_SIMULADOS', mensagem: MENSAGEM_SEM_SIMULADOS };
  const p = projetar({ notaMaxima, materias }, desempenho, rasch);
  if (p.situacao === 'FALTAM_RESPOSTAS')
    return {
      ...vazio,
      situacao: 'FALTAM_RESPOSTAS',
      respostas: p.respostas,
      mensagem: mensagemFaltam(p.faltamRespostas, p.materias),
    };
  const posicao = percentil(p.proporcao, notas);
  return {
    ...vazio,
    situacao: 'PROJETADA',
    metodo: p.metodo,
    respostas: p.respostas,
    nota: umaCasa(p.proporcao * notaMaxima),
    faixaMinima: umaCasa(p.faixa[0] * notaMaxima),
    faixaMaxima: umaCasa(p.faixa[1] * notaMaxima),
    notaMaxima: umaCasa(notaMaxima),
    percentil: posicao,
    mensagem: posicao === null ? MENSAGEM_POUCOS_PARTICIPANTES : null,
  };
}
