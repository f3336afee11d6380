import { ENTIDADES_LISTAVEIS, type EntidadeListavel } from '@aprovei/shared/catalogo/catalogo.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { Db } from '../../db/client.ts';
import { memoTtl } from '../../lib/memo.ts';
import { catalogoRepository } from './catalogo.repository.ts';
import { listMunicipios, listUfs } from './localidades.ts';

/** Address lists are public (the anonymous checkout needs them); study lists need a signed-in user. */
const PUBLIC_ENTITIES: ReadonlySet<string> = new Set<EntidadeListavel>(['UF', 'TIPO_LOGRADOURO']);

export function isEntidadeListavel(value: string): value is EntidadeListavel {
  return (ENTIDADES_LISTAVEIS as readonly string[]).includes(value);
}

export function isPublicEntity(entidade: string): boolean {
  return PUBLIC_ENTITIES.has(entidade) || entidade === 'MUNICIPIO';
}

const notFound = (what: string) => new AppError('NAO_ENCONTRADO', what);

/** Reference lists change only through an operator; a minute of staleness is fine. */
const LISTAS_TTL_MS = 60_000;

export function catalogoService(db: Db) {
  const repo = catalogoRepository(db);
  const anos = memoTtl(() => repo.listarAnos(), LISTAS_TTL_MS);
  const instituicoes = memoTtl(() => repo.listarInstituicoes(), LISTAS_TTL_MS);
  const temas = memoTtl(() => repo.listarTemasQuestaoAberta(), LISTAS_TTL_MS);
  const tiposLogradouro = memoTtl(() => repo.listarTiposLogradouro(), LISTAS_TTL_MS);
  const bancas = memoTtl(() => repo.listarBancas(), LISTAS_TTL_MS);
  return {
    listar(entidade: string) {
      switch (entidade) {
        case 'ANO':
          return anos();
        case 'INSTITUICAO':
          return instituicoes();
        case 'TEMA_QUESTAO_ABERTA':
          return temas();
        case 'TIPO_LOGRADOURO':
          return tiposLogradouro();
        case 'UF':
          return listUfs();
        default:
          throw notFound(`Entidade desconhecida: ${entidade}. Use ${ENTIDADES_LISTAVEIS.join(', ')}.`);
      }
    },

    async conteudosDaMateria(tenant: string, materiaId: number) {
      const found = await repo.materiaDoTenant(tenant, materiaId);
      if (!found) throw notFound('Matéria não encontrada.');
      const conteudos = await repo.listarConteudos(materiaId);
      return conteudos.map((c) => ({ ...c, materia: found }));
    },

    municipiosDaUf(sigla: string) {
      const list = listMunicipios(sigla);
      if (!list) throw notFound(`UF não encontrada: ${sigla}.`);
      return list;
    },

    async cursos(tenant: string, plataformaId: number) {
      if (!(await repo.plataformaDoTenant(tenant, plataformaId)))
        throw notFound('Plataforma não encontrada para este produto.');
      return repo.listarCursos(plataformaId);
    },

    async materias(tenant: string, cursoId: number) {
      if (!(await repo.cursoDoTenant(tenant, cursoId))) throw notFound('Curso não encontrado.');
      return repo.listarMaterias(cursoId);
    },

    bancas,

    async subConteudos(tenant: string, conteudoId: number) {
      if (!(await repo.conteudoDoTenant(tenant, conteudoId))) throw notFound('Conteúdo não encontrado.');
      return repo.listarSubConteudos(conteudoId);
    },
  };
}
