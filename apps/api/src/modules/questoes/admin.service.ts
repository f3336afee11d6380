import { AppError } from '@aprovei/shared/errors';
import { MENSAGEM_ALTERNATIVAS_PUBLICADA } from '@aprovei/shared/itens-estudo/situacao';
import type { TQuestaoAdmin } from '@aprovei/shared/questoes/admin.schemas';
import { letra, somaCorreta } from '@aprovei/shared/questoes/questoes.rules';
import { type TQuestaoNova, ZQuestaoEdicao } from '@aprovei/shared/questoes/questoes.schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { itemAdminService, type TipoItemAdmin } from '../itens-estudo/index.ts';
import { adminQuestoesRepository } from './admin.repository.ts';
import { questoesService, textosLimpos } from './questoes.service.ts';

/** The key as the editor reads it: `B`, or `A, C (soma 5)` on a sum-type question. */
export function gabaritoLegivel({ corretas, somatoria }: { corretas: number[]; somatoria: boolean }): string {
  const letras = [...corretas]
    .sort((a, b) => a - b)
    .map((p) => letra(p).toUpperCase())
    .join(', ');
  return somatoria ? `${letras} (soma ${somaCorreta(corretas)})` : letras;
}

/**
 * Questions in the back office (issue 21 §2), on the one mechanism of itens-estudo: a draft's
 * alternatives are replaced, a published one's are edited in place and keep their number and type.
 */
const ADMIN_QUESTAO: TipoItemAdmin<TQuestaoAdmin, TQuestaoNova, typeof ZQuestaoEdicao> = {
  tabelas: {
    item: 'questao',
    fk: 'questao_id',
    materia: 'questao_materia',
    conteudo: 'questao_conteudo',
    subConteudo: 'questao_sub_conteudo',
    texto: sql`q.enunciado`,
  },
  naoEncontrado: 'Questão não encontrada.',
  repositorio(tx) {
    const repo = adminQuestoesRepository(tx);
    return {
      ...repo,
      atualizar: (id, e, publicada) =>
        repo.atualizar(id, {
          ...e,
          ...textosLimpos(e),
          somaCorreta: e.somatoria ? somaCorreta(e.corretas) : null,
          substituirAlternativas: !publicada,
        }),
    };
  },
  cadastrar: (db, nova, aoGravar) => questoesService(db).cadastrar([nova], aoGravar),
  edicao: ZQuestaoEdicao,
  gabarito: gabaritoLegivel,
  conferirPublicada(antes, e) {
    if (e.alternativas.length !== antes.alternativas.length || e.somatoria !== antes.somatoria)
      throw new AppError('VALIDACAO', MENSAGEM_ALTERNATIVAS_PUBLICADA, [
        { campo: 'alternativas', mensagem: MENSAGEM_ALTERNATIVAS_PUBLICADA },
      ]);
  },
};

export const questoesAdminService = (db: Db) => itemAdminService(db, ADMIN_QUESTAO);
