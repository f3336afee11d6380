import type { TExercicioAdmin } from '@aprovei/shared/questoes/admin.schemas';
import { type TExercicioNovo, ZExercicioEdicao } from '@aprovei/shared/questoes/questoes.schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { itemAdminService, type TipoItemAdmin } from '../itens-estudo/index.ts';
import { adminExerciciosRepository } from './admin.repository.ts';
import { exerciciosService, textosLimpos } from './exercicios.service.ts';

/** Fixation exercises in the back office (issue 21 §3), on the one mechanism of itens-estudo. */
const ADMIN_EXERCICIO: TipoItemAdmin<TExercicioAdmin, TExercicioNovo, typeof ZExercicioEdicao> = {
  tabelas: {
    item: 'exercicio',
    fk: 'exercicio_id',
    materia: 'exercicio_materia',
    conteudo: 'exercicio_conteudo',
    texto: sql`(q.afirmativa || ' ' || q.contexto)`,
  },
  naoEncontrado: 'Exercício não encontrado.',
  repositorio(tx) {
    const repo = adminExerciciosRepository(tx);
    return { ...repo, atualizar: (id, e) => repo.atualizar(id, { ...e, ...textosLimpos(e) }) };
  },
  cadastrar: (db, novo, aoGravar) => exerciciosService(db).cadastrar([novo], aoGravar),
  edicao: ZExercicioEdicao,
  gabarito: (x) => (x.certo ? 'Certo' : 'Errado'),
};

export const exerciciosAdminService = (db: Db) => itemAdminService(db, ADMIN_EXERCICIO);
