import { Readable } from 'node:stream';
import { AppError } from '@aprovei/shared/errors';
import {
  colunaAlternativa,
  colunaExplicacao,
  gabaritoDoCerto,
  gabaritoEmLetras,
  LETRAS,
  type TipoImportacao,
} from '@aprovei/shared/importacao/importacao.rules';
import type { TFiltroExportacao } from '@aprovei/shared/importacao/importacao.schemas';
import { PLATAFORMAS_DO_TENANT, type Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { DbOrTx } from '../../db/client.ts';
import { type CatalogoDeNomes, catalogoDeNomes } from './catalogo.ts';
import { cabecalhoCsv, celula, linhasCsv } from './formato-csv.ts';
import {
  type ExercicioExportado,
  type FiltroItens,
  importacaoRepository,
  type QuestaoExportada,
} from './importacao.repository.ts';

/** Items read per statement while the file streams out. */
const PAGINA = 200;

/** A stored item in the import's JSON shape, catalogue entries by name (ids the import reads back as names). */
function classificacao(cat: CatalogoDeNomes, i: QuestaoExportada | ExercicioExportado) {
  const nome = <K>(mapa: Map<K, string | number>, id: K) => mapa.get(id) ?? id;
  const curso = cat.cursoDe(i.materias);
  return {
    id: i.id,
    plataforma: nome(cat.nomes.plataforma, i.plataformaId),
    curso: curso === null ? null : nome(cat.nomes.curso, curso),
    materias: i.materias.map((m) => nome(cat.nomes.materia, m)),
    conteudos: i.conteudos.map((c) => nome(cat.nomes.conteudo, c)),
    instituicao: nome(cat.nomes.instituicao, i.instituicaoId),
    banca: i.bancaId === null ? null : nome(cat.nomes.banca, i.bancaId),
    ano: nome(cat.nomes.ano, i.anoId),
  };
}

function registroQuestao(cat: CatalogoDeNomes, q: QuestaoExportada) {
  const nome = (id: number) => cat.nomes.subConteudo.get(id) ?? id;
  const corretas = q.alternativas.flatMap((a, p) => (a.correta ? [p] : []));
  return {
    ...classificacao(cat, q),
    subConteudos: q.subConteudos.map(nome),
    enunciado: q.enunciado,
    alternativas: q.alternativas.map((a) => ({ texto: a.enunciado, explicacao: a.explicacao })),
    gabarito: gabaritoEmLetras(corretas),
    somatoria: q.somatoria,
    soma: q.somaCorreta,
    explicacao: q.explicacao,
    estagiario: q.estagiario,
    situacao: q.situacao,
  };
}

function registroExercicio(cat: CatalogoDeNomes, x: ExercicioExportado) {
  return {
    ...classificacao(cat, x),
    contexto: x.contexto,
    afirmativa: x.afirmativa,
    gabarito: gabaritoDoCerto(x.certo),
    explicacao: x.explicacao,
    estagiario: x.estagiario,
    situacao: x.situacao,
  };
}

type Registro = ReturnType<typeof registroQuestao> | ReturnType<typeof registroExercicio>;

/** A CSV row of a record under `colunas` (`alternativa_b` is the second alternative's text). */
function linhaCsv(colunas: string[], r: Registro): string[] {
  const alternativas = 'alternativas' in r ? r.alternativas : [];
  return colunas.map((coluna) => {
    for (let p = 0; p < LETRAS.length; p++) {
      if (coluna === colunaAlternativa(p)) return alternativas[p]?.texto ?? '';
      if (coluna === colunaExplicacao(p)) return alternativas[p]?.explicacao ?? '';
    }
    return celula(r[coluna as keyof Registro]);
  });
}

const indentado = (r: Registro) =>
  JSON.stringify(r, null, 2)
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');

/**
 * An export of any filtered set of items in the import's format, streamed page by page (a large bank
 * never sits in memory): its file name, type and body.
 */
export async function exportar(db: DbOrTx, tipo: TipoImportacao, tenant: Tenant, f: TFiltroExportacao) {
  const doProduto = PLATAFORMAS_DO_TENANT[tenant];
  if (f.plataforma !== undefined && !(doProduto as readonly number[]).includes(f.plataforma))
    throw new AppError('VALIDACAO', 'Plataforma inválida.', [
      { campo: 'plataforma', mensagem: 'Plataforma inválida.' },
    ]);
  const repo = importacaoRepository(db);
  const cat = catalogoDeNomes(await repo.catalogo(doProduto));
  const filtro: FiltroItens = {
    plataformas: f.plataforma === undefined ? [...doProduto] : [f.plataforma],
    materias: f.materias,
    conteudos: f.conteudos,
    instituicoes: f.instituicoes,
    anos: f.anos,
    situacoes: f.situacoes,
    ids: f.ids,
  };
  const colunas = cabecalhoCsv(tipo, tipo === 'questoes' ? await repo.maiorNumeroDeAlternativas(filtro) : 0);

  async function* registros(): AsyncGenerator<Registro[]> {
    let depois = 0;
    for (;;) {
      const pagina =
        tipo === 'questoes'
          ? (await repo.questoes(filtro, depois, PAGINA)).map((q) => registroQuestao(cat, q))
          : (await repo.exercicios(filtro, depois, PAGINA)).map((x) => registroExercicio(cat, x));
      if (pagina.length > 0) yield pagina;
      if (pagina.length < PAGINA) return;
      depois = pagina.at(-1)!.id;
    }
  }

  async function* csv() {
    // A BOM, so spreadsheets read the accents as UTF-8.
    yield `\uFEFF${linhasCsv([colunas])}`;
    for await (const pagina of registros()) yield linhasCsv(pagina.map((r) => linhaCsv(colunas, r)));
  }

  async function* json() {
    yield `{\n  "tipo": "${tipo}",\n  "versao": 1,\n  "itens": [`;
    let primeiro = true;
    for await (const pagina of registros()) {
      for (const r of pagina) {
        yield `${primeiro ? '\n' : ',\n'}${indentado(r)}`;
        primeiro = false;
      }
    }
    yield `${primeiro ? '' : '\n  '}]\n}\n`;
  }

  return {
    nome: `${tipo}.${f.formato}`,
    tipo: f.formato === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    corpo: Readable.from(f.formato === 'csv' ? csv() : json()),
  };
}
