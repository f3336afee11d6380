import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  respostaCerteza,
  revisaoCartao,
  revisaoLog,
  revisaoPreferencia,
  revisaoRespostaSimulado,
} from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular } from '../../db/titular.ts';

/**
 * What the review decks hold about a person: her cards, her review log, her review answers of mock
 * questions, the certainty and miss reasons of her answers and her review settings; all erased with her
 * account.
 */
export function dadosPessoaisBaralho(db: DbOrTx): DadosPessoais {
  const c = revisaoCartao;
  const l = revisaoLog;
  const r = respostaCerteza;
  const p = revisaoPreferencia;
  const s = revisaoRespostaSimulado;
  return {
    exportar: [
      secaoDoTitular(
        db,
        'revisoes',
        c,
        {
          tipo: c.tipo,
          itemId: c.itemId,
          devido: c.devido,
          estabilidade: c.estabilidade,
          dificuldade: c.dificuldade,
          repeticoes: c.repeticoes,
          lapsos: c.lapsos,
          estado: c.estado,
          ultimaRevisao: c.ultimaRevisao,
        },
        [asc(c.id)],
      ),
      secaoDoTitular(
        db,
        'historicoRevisoes',
        l,
        {
          tipo: l.tipo,
          itemId: l.itemId,
          correta: l.correta,
          avaliacao: l.avaliacao,
          revisadoEm: l.revisadoEm,
          diasDecorridos: l.diasDecorridos,
          estadoAntes: l.estadoAntes,
          estadoDepois: l.estadoDepois,
        },
        [asc(l.id)],
      ),
      secaoDoTitular(
        db,
        'respostasRevisaoSimulado',
        s,
        {
          id: s.id,
          simuladoQuestaoId: s.simuladoQuestaoId,
          alternativaId: s.alternativaId,
          correta: s.correta,
          respondidaEm: s.respondidaEm,
        },
        [asc(s.id)],
      ),
      secaoDoTitular(
        db,
        'certezaRespostas',
        r,
        { tipo: r.tipo, respostaId: r.respostaId, certeza: r.certeza, motivoErro: r.motivoErro },
        [asc(r.tipo), asc(r.respostaId)],
      ),
      secaoDoTitular(db, 'preferenciasRevisao', p, {
        dataProva: p.dataProva,
        emailDiario: p.emailDiario,
        horaEmail: p.horaEmail,
      }),
    ],
    async apagar(tx, { id }) {
      await tx.delete(revisaoCartao).where(eq(revisaoCartao.usuarioId, id)); // the log goes with the cards
      await tx.delete(revisaoRespostaSimulado).where(eq(revisaoRespostaSimulado.usuarioId, id));
      await tx.delete(respostaCerteza).where(eq(respostaCerteza.usuarioId, id));
      await tx.delete(revisaoPreferencia).where(eq(revisaoPreferencia.usuarioId, id));
    },
  };
}
