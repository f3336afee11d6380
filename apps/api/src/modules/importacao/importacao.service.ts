import { AppError } from '@aprovei/shared/errors';
import {
  certoDoGabarito,
  gabaritoEmLetras,
  MENSAGEM_IMPORTACAO_COM_ERROS,
  posicoesDaSoma,
  posicoesDoGabarito,
  somaDoGabarito,
  type TipoImportacao,
} from '@aprovei/shared/importacao/importacao.rules';
import {
  type TErroImportacao,
  type TExercicioArquivo,
  type TQuestaoArquivo,
  type TResultadoImportacao,
  type TSimulacaoImportacao,
  ZExercicioArquivo,
  ZQuestaoArquivo,
} from '@aprovei/shared/importacao/importacao.schemas';
import { PLATAFORMAS_DO_TENANT, type Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  type TExercicioNovo,
  type TQuestaoNova,
  ZExercicioNovo,
  ZQuestaoNova,
} from '@aprovei/shared/questoes/questoes.schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type Autor, auditar } from '../equipe/index.ts';
import { exerciciosService } from '../exercicios-fixacao/index.ts';
import { conferirReferencias, type ReferenciasItemNovo } from '../itens-estudo/index.ts';
import { questoesService } from '../questoes/index.ts';
import { type CatalogoDeNomes, catalogoDeNomes, type Resolvido } from './catalogo.ts';
import { lerArquivo } from './formato.ts';
import { colunaDoCampo } from './formato-csv.ts';
import { importacaoRepository } from './importacao.repository.ts';

type Erro = { campo: string; mensagem: string };

/** The fields of ZQuestaoNova / ZExercicioNovo as the file names them. */
function campoDoArquivo(caminho: string): string {
  const [raiz, ...resto] = caminho.split('.');
  const nomes: Record<string, string> = {
    plataformaId: 'plataforma',
    anoId: 'ano',
    instituicaoId: 'instituicao',
    bancaId: 'banca',
    corretas: 'gabarito',
    certo: 'gabarito',
  };
  if (raiz === 'alternativas' && resto[0] !== undefined) return `alternativas.${resto[0]}.texto`;
  if (raiz === 'explicacoesAlternativas' && resto[0] !== undefined)
    return `alternativas.${resto[0]}.explicacao`;
  return nomes[raiz ?? ''] ?? caminho;
}

const problemas = (issues: z.core.$ZodIssue[], campo: (c: string) => string = (c) => c): Erro[] =>
  issues.map((i) => ({ campo: campo(i.path.join('.')) || 'item', mensagem: i.message }));

/**
 * A file's item turned into what the kind's `cadastrar` takes: catalogue names resolved (a name not found
 * or found twice is the item's error), the key read from letters. Unresolved ids are 0 here; the item is
 * then never created, only checked further against the kind's schema so that every problem shows at once.
 */
function classificar(
  cat: CatalogoDeNomes,
  r: TQuestaoArquivo | TExercicioArquivo,
  subConteudos: (number | string)[],
  erros: Erro[],
) {
  const id = (campo: string, resolvido: Resolvido) => {
    if ('id' in resolvido) return resolvido.id;
    erros.push({ campo, mensagem: resolvido.erro });
    return 0;
  };
  const plataformaId = id('plataforma', cat.plataforma(r.plataforma));
  const cursoId = r.curso === null || !plataformaId ? null : id('curso', cat.curso(r.curso, plataformaId));
  // A tag is looked for among its parents only once they are all known (no error on a child of a typo).
  const conhecidos = (ids: number[]) => ids.every((i) => i > 0);
  const materias = r.materias.map((m, i) =>
    plataformaId && cursoId !== 0 ? id(`materias.${i}`, cat.materia(m, plataformaId, cursoId)) : 0,
  );
  const conteudos = r.conteudos.map((c, i) =>
    conhecidos(materias) ? id(`conteudos.${i}`, cat.conteudo(c, materias)) : 0,
  );
  return {
    plataformaId,
    anoId: id('ano', cat.ano(r.ano)),
    instituicaoId: id('instituicao', cat.instituicao(r.instituicao)),
    bancaId: r.banca === null ? null : id('banca', cat.banca(r.banca)),
    materias,
    conteudos,
    subConteudos: subConteudos.map((s, i) =>
      conhecidos(materias) && conhecidos(conteudos)
        ? id(`subConteudos.${i}`, cat.subConteudo(s, conteudos))
        : 0,
    ),
    explicacao: r.explicacao,
    estagiario: r.estagiario,
    situacao: r.situacao,
  };
}

function questaoNova(cat: CatalogoDeNomes, registro: unknown, erros: Erro[]): TQuestaoNova | null {
  const lida = ZQuestaoArquivo.safeParse(registro);
  if (!lida.success) {
    erros.push(...problemas(lida.error.issues));
    return null;
  }
  const r = lida.data;
  const base = classificar(cat, r, r.subConteudos, erros);
  let corretas = posicoesDoGabarito(r.gabarito);
  if (corretas === null) {
    erros.push({
      campo: 'gabarito',
      mensagem: 'Gabarito inválido: use as letras das alternativas (A, B, C…).',
    });
    corretas = [];
  }
  if (r.soma !== null && !r.somatoria)
    erros.push({ campo: 'soma', mensagem: 'Soma só vale para questões de somatória.' });
  else if (r.soma !== null && corretas.length === 0) corretas = posicoesDaSoma(r.soma);
  else if (r.soma !== null && somaDoGabarito(corretas) !== r.soma)
    erros.push({
      campo: 'soma',
      mensagem: `A soma ${r.soma} não confere com o gabarito ${gabaritoEmLetras(corretas)} (soma ${somaDoGabarito(corretas)}).`,
    });
  if (corretas.length === 0 && r.gabarito.trim() === '')
    erros.push({ campo: 'gabarito', mensagem: 'Informe o gabarito.' });
  return {
    ...base,
    enunciado: r.enunciado,
    alternativas: r.alternativas.map((a) => a.texto),
    explicacoesAlternativas: r.alternativas.map((a) => a.explicacao),
    corretas,
    somatoria: r.somatoria,
  };
}

function exercicioNovo(cat: CatalogoDeNomes, registro: unknown, erros: Erro[]): TExercicioNovo | null {
  const lido = ZExercicioArquivo.safeParse(registro);
  if (!lido.success) {
    erros.push(...problemas(lido.error.issues));
    return null;
  }
  const r = lido.data;
  const base = classificar(cat, r, [], erros);
  const certo = certoDoGabarito(r.gabarito);
  if (certo === null)
    erros.push({ campo: 'gabarito', mensagem: 'Gabarito inválido: use C (certo) ou E (errado).' });
  return { ...base, contexto: r.contexto, afirmativa: r.afirmativa, certo: certo ?? false };
}

/** Bulk import of questions and fixation exercises (docs/importacao.md): dry run, then all or nothing. */
export function importacaoService(db: Db) {
  const repo = importacaoRepository(db);

  /** Reads and checks every item of a file; writes nothing. */
  async function preparar(tipo: TipoImportacao, tenant: Tenant, bytes: Buffer) {
    const { formato, itens } = lerArquivo(tipo, bytes);
    const cat = catalogoDeNomes(await repo.catalogo(PLATAFORMAS_DO_TENANT[tenant]));
    const schema = tipo === 'questoes' ? ZQuestaoNova : ZExercicioNovo;
    const porItem = itens.map((lido) => {
      const erros = [...lido.erros];
      const novo =
        tipo === 'questoes'
          ? questaoNova(cat, lido.registro, erros)
          : exercicioNovo(cat, lido.registro, erros);
      // The kind's own rules (lengths, one key, alternatives…), as `cadastrar` will check them.
      if (novo) {
        const ids = (lista: number[] | undefined) => lista?.map((i) => i || 1);
        const conferido = schema.safeParse({
          ...novo,
          plataformaId: novo.plataformaId || 1,
          anoId: novo.anoId || 1,
          instituicaoId: novo.instituicaoId || 1,
          bancaId: novo.bancaId === null ? null : novo.bancaId || 1,
          materias: ids(novo.materias),
          conteudos: ids(novo.conteudos),
          ...('subConteudos' in novo ? { subConteudos: ids(novo.subConteudos) } : {}),
        });
        // One message per field: the first, unless the field was already refused above.
        if (!conferido.success)
          for (const p of problemas(conferido.error.issues, campoDoArquivo))
            if (!erros.some((e) => e.campo === p.campo)) erros.push(p);
      }
      return { lido, novo, erros };
    });
    // Ids given as numbers: the catalogue's own check, as `cadastrar` runs it.
    const prontos = porItem.filter((p) => p.erros.length === 0 && p.novo);
    try {
      await conferirReferencias(
        db,
        prontos.map((p) => p.novo as ReferenciasItemNovo),
      );
    } catch (error) {
      if (!(error instanceof AppError) || !error.errors) throw error;
      for (const e of error.errors) {
        const [posicao, ...campo] = e.campo.split('.');
        prontos[Number(posicao)]?.erros.push({
          campo: campoDoArquivo(campo.join('.')),
          mensagem: e.mensagem,
        });
      }
    }
    const erros: TErroImportacao[] = porItem.flatMap(({ lido, erros }) =>
      erros.map((e) => ({
        item: lido.item,
        linha: lido.linha,
        campo: formato === 'csv' ? colunaDoCampo(e.campo) : e.campo,
        mensagem: e.mensagem,
      })),
    );
    return { formato, total: itens.length, erros, novos: porItem.map((p) => p.novo!) };
  }

  return {
    async simular(tipo: TipoImportacao, tenant: Tenant, bytes: Buffer): Promise<TSimulacaoImportacao> {
      const { formato, total, erros } = await preparar(tipo, tenant, bytes);
      return { formato, total, erros };
    },

    /**
     * Creates every item of the file through the kind's `cadastrar`, in one transaction with its audit
     * entry; any problem in any item creates nothing (400 with the dry run's list).
     */
    async importar(
      tipo: TipoImportacao,
      autor: Autor,
      bytes: Buffer,
      arquivo: string,
    ): Promise<TResultadoImportacao> {
      const { formato, erros, novos } = await preparar(tipo, autor.tenant as Tenant, bytes);
      if (erros.length > 0)
        throw new AppError(
          'VALIDACAO',
          MENSAGEM_IMPORTACAO_COM_ERROS,
          erros.map((e) => ({ campo: `${e.item}.${e.campo}`, mensagem: e.mensagem })),
          { erros },
        );
      const ids = await db.transaction(async (tx) => {
        const banco = tx as unknown as Db;
        const criados =
          tipo === 'questoes'
            ? await questoesService(banco).cadastrar(novos as TQuestaoNova[])
            : await exerciciosService(banco).cadastrar(novos as TExercicioNovo[]);
        await auditar(tx, autor, {
          acao: 'importar',
          entidade: 'importacao',
          entidadeId: tipo,
          depois: { tipo, formato, arquivo, quantidade: criados.length, ids: criados },
        });
        return criados;
      });
      return { formato, importados: ids.length, ids };
    },
  };
}
