import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  estatisticaConteudoUsuario,
  estatisticaMateriaUsuario,
  estatisticaUsuario,
} from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular } from '../../db/titular.ts';

/**
 * What estatisticas holds about a person: the dashboards' counters, derived from her latest answers
 * (triggers on questao_usuario keep them). Erased on deletion after the answers (questoes' section
 * comes first: deleting her latest answers moves these counters).
 */
export function dadosPessoaisEstatisticas(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(
        db,
        'estatisticasPorPlataforma',
        estatisticaUsuario,
        {
          plataformaId: estatisticaUsuario.plataformaId,
          acertos: estatisticaUsuario.acertos,
          erros: estatisticaUsuario.erros,
        },
        [asc(estatisticaUsuario.plataformaId)],
      ),
      secaoDoTitular(
        db,
        'estatisticasPorMateria',
        estatisticaMateriaUsuario,
        {
          plataformaId: estatisticaMateriaUsuario.plataformaId,
          materiaId: estatisticaMateriaUsuario.materiaId,
          acertos: estatisticaMateriaUsuario.acertos,
          erros: estatisticaMateriaUsuario.erros,
        },
        [asc(estatisticaMateriaUsuario.plataformaId), asc(estatisticaMateriaUsuario.materiaId)],
      ),
      secaoDoTitular(
        db,
        'estatisticasPorConteudo',
        estatisticaConteudoUsuario,
        {
          plataformaId: estatisticaConteudoUsuario.plataformaId,
          conteudoId: estatisticaConteudoUsuario.conteudoId,
          acertos: estatisticaConteudoUsuario.acertos,
          erros: estatisticaConteudoUsuario.erros,
        },
        [asc(estatisticaConteudoUsuario.plataformaId), asc(estatisticaConteudoUsuario.conteudoId)],
      ),
    ],
    async apagar(tx, { id }) {
      await tx.delete(estatisticaMateriaUsuario).where(eq(estatisticaMateriaUsuario.usuarioId, id));
      await tx.delete(estatisticaConteudoUsuario).where(eq(estatisticaConteudoUsuario.usuarioId, id));
      await tx.delete(estatisticaUsuario).where(eq(estatisticaUsuario.usuarioId, id));
    },
  };
}
