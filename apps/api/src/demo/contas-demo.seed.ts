import { SITUACAO_CONTRATACAO, type SituacaoCodigo } from '@aprovei/shared/assinatura/situacao';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { criarContratacao } from '../modules/assinatura/index.ts';
import { divulgacaoService } from '../modules/divulgacao/index.ts';
import { PLANOS } from '../referencia/planos.ts';
import { USUARIOS } from './usuarios.seed.ts';

/**
 * Account-screen demo content: contracts in each situation for the extra demo students (their add-on
 * products: produtos.seed.ts), and one promotional popup per product. The accounts the journeys of
 * other screens use (aluno, estagiario, admin, professor, aluno.med) get the popup already dismissed,
 * so it never covers their screens; the extra students see it on their first sign-in.
 */

const DIA = 86_400_000;

export const DIVULGACOES = [
  {
    tenantId: 'aprovei' as const,
    tituloTexto: 'Novos simulados no formato ENARE!',
    conteudoTexto:
      '<p>Acabamos de publicar <strong>três simulados inéditos</strong> nos formatos ENARE e FUVEST, com ranking entre os alunos e estatísticas por parte da prova.</p>' +
      '<ul><li>30 questões inéditas por simulado;</li><li>pontuação por parte da prova assim que você finaliza;</li><li>ranking pelo seu apelido, nunca pelo nome.</li></ul>' +
      '<p>Bons estudos!</p>',
  },
  {
    tenantId: 'aprovei-med' as const,
    tituloTexto: 'Banco de questões ampliado',
    conteudoTexto:
      '<p>O Aprovei Med ganhou <strong>novas questões de Clínica Médica e Pediatria</strong>, todas com explicação.</p>' +
      '<p>Use o filtro de matérias na busca de questões para encontrá-las. Bons estudos!</p>',
  },
];

/** Demo accounts whose screens other journeys use: the popup starts dismissed for them. */
const POPUP_JA_VISTO = [
  'aluno@aprovei.dev',
  'estagiario@aprovei.dev',
  'admin@aprovei.dev',
  'professor@aprovei.dev',
  'aluno.med@aprovei.dev',
];

type ContratoSeed = {
  email: string;
  planoId: number;
  situacao: SituacaoCodigo;
  metodo: 'CARTAO_CREDITO' | 'PIX';
  /** Days before today the contract started. */
  inicioHaDias: number;
  /** Overrides the end of validity (days from today; negative = in the past). */
  validadeEmDias?: number;
};

/** Contracts of the extra demo students (see the README's table). */
const CONTRATOS: ContratoSeed[] = [
  {
    email: 'assinante@aprovei.dev',
    planoId: 1,
    situacao: SITUACAO_CONTRATACAO.ATIVA,
    metodo: 'CARTAO_CREDITO',
    inicioHaDias: 60,
  },
  {
    email: 'assinante@aprovei.dev',
    planoId: 4,
    situacao: SITUACAO_CONTRATACAO.ATIVA,
    metodo: 'CARTAO_CREDITO',
    inicioHaDias: 20,
  },
  {
    email: 'novato@aprovei.dev',
    planoId: 2,
    situacao: SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO,
    metodo: 'CARTAO_CREDITO',
    inicioHaDias: 2,
  },
  {
    email: 'cobranca@aprovei.dev',
    planoId: 1,
    situacao: SITUACAO_CONTRATACAO.FALHA_COBRANCA,
    metodo: 'CARTAO_CREDITO',
    inicioHaDias: 368,
    validadeEmDias: -3,
  },
  {
    email: 'pix@aprovei.dev',
    planoId: 2,
    situacao: SITUACAO_CONTRATACAO.ATIVA,
    metodo: 'PIX',
    inicioHaDias: 10,
  },
];

export async function seedContasDemo(tx: DbOrTx, usuarios: Record<string, number>) {
  const agora = Date.now();
  for (const c of CONTRATOS) {
    const plano = PLANOS.find((p) => p.id === c.planoId)!;
    const inicio = new Date(agora - c.inicioHaDias * DIA);
    const validade =
      c.validadeEmDias === undefined
        ? new Date(new Date(inicio).setMonth(inicio.getMonth() + plano.duracaoMeses))
        : new Date(agora + c.validadeEmDias * DIA);
    await criarContratacao(tx, {
      usuarioId: usuarios[c.email]!,
      planoId: c.planoId,
      situacaoCodigo: c.situacao,
      metodoPagamento: c.metodo,
      dataInicio: inicio,
      dataValidadeAssinatura: validade,
      renovacaoAutomatica: c.metodo === 'CARTAO_CREDITO',
      valorPagoCentavos: plano.valor,
    });
  }

  const popups = divulgacaoService(tx);
  for (const d of DIVULGACOES) {
    const id = await popups.criar({ ...d, inicio: new Date(agora - DIA) });
    const vistos = USUARIOS.filter((u) => u.tenantId === d.tenantId && POPUP_JA_VISTO.includes(u.email))
      .map((u) => usuarios[u.email])
      .filter((u): u is number => u !== undefined);
    if (vistos.length > 0) {
      await tx.insert(t.divulgacaoVista).values(vistos.map((usuarioId) => ({ usuarioId, divulgacaoId: id })));
    }
  }
}
