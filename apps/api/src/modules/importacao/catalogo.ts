import type { CatalogoLinhas } from './importacao.repository.ts';

/** A name as the import compares it: trimmed, spaces collapsed, case and Unicode form ignored. */
export const chaveDoNome = (nome: string) =>
  nome.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

type Referencia = number | string;
const FEMININOS = new Set(['Plataforma', 'Matéria', 'Instituição', 'Banca']);
/** A resolved reference, or the Portuguese reason it could not be. */
export type Resolvido = { id: number } | { erro: string };

interface Entrada {
  id: number;
  nome: string;
  pai: number;
}

/**
 * The catalogue of a tenant's platforms for one import or export: finds an entry by id or by name within
 * its parents (a subject of the platform, or of the course when one is given; a content of the item's
 * subjects…), and names an id for the export.
 */
export function catalogoDeNomes(linhas: CatalogoLinhas) {
  const nomes = {
    plataforma: new Map(linhas.plataformas.map((p) => [p.id, p.nome])),
    curso: new Map(linhas.cursos.map((c) => [c.id, c.nome])),
    materia: new Map(linhas.materias.map((m) => [m.id, m.nome])),
    conteudo: new Map(linhas.conteudos.map((c) => [c.id, c.nome])),
    subConteudo: new Map(linhas.subConteudos.map((s) => [s.id, s.nome])),
    instituicao: new Map(linhas.instituicoes.map((i) => [i.id, i.nome])),
    banca: new Map(linhas.bancas.map((b) => [b.id, b.nome])),
    ano: new Map(linhas.anos.map((a) => [a.id, a.ano])),
  };
  const cursoDaMateria = new Map(linhas.materias.map((m) => [m.id, m.pai]));

  /** One entry among `entradas` whose parent is one of `pais` (no parents: any). */
  function achar(
    entradas: Entrada[],
    ref: Referencia,
    pais: number[] | null,
    rotulo: string,
    onde: string,
  ): Resolvido {
    const candidatas = pais === null ? entradas : entradas.filter((e) => pais.includes(e.pai));
    if (typeof ref === 'number') {
      return candidatas.some((e) => e.id === ref)
        ? { id: ref }
        : { erro: `${rotulo} ${ref} inexistente${onde}.` };
    }
    const chave = chaveDoNome(ref);
    const achadas = candidatas.filter((e) => chaveDoNome(e.nome) === chave);
    if (achadas.length === 1) return { id: achadas[0]!.id };
    const feminino = FEMININOS.has(rotulo);
    if (achadas.length === 0)
      return { erro: `${rotulo} "${ref}" não encontrad${feminino ? 'a' : 'o'}${onde}.` };
    return {
      erro: `Há mais de ${feminino ? 'uma' : 'um'} ${rotulo.toLowerCase()} "${ref}"${onde}: informe o id.`,
    };
  }
  const semPai = (l: { id: number; nome: string }[]) => l.map((e) => ({ ...e, pai: 0 }));
  const plataformas = semPai(linhas.plataformas);
  const instituicoes = semPai(linhas.instituicoes);
  const bancas = semPai(linhas.bancas);
  const materias = linhas.materias.map((m) => ({
    id: m.id,
    nome: m.nome,
    pai: m.plataformaId,
    curso: m.pai,
  }));

  return {
    plataforma: (ref: Referencia) => achar(plataformas, ref, null, 'Plataforma', ''),
    curso: (ref: Referencia, plataformaId: number) =>
      achar(linhas.cursos, ref, [plataformaId], 'Curso', ' nesta plataforma'),
    materia(ref: Referencia, plataformaId: number, cursoId: number | null): Resolvido {
      const doCurso = cursoId === null ? materias : materias.filter((m) => m.curso === cursoId);
      return achar(
        doCurso,
        ref,
        [plataformaId],
        'Matéria',
        cursoId === null ? ' nesta plataforma' : ' neste curso',
      );
    },
    conteudo: (ref: Referencia, materias: number[]) =>
      achar(linhas.conteudos, ref, materias, 'Conteúdo', ' nas matérias informadas'),
    subConteudo: (ref: Referencia, conteudos: number[]) =>
      achar(linhas.subConteudos, ref, conteudos, 'Subconteúdo', ' nos conteúdos informados'),
    instituicao: (ref: Referencia) => achar(instituicoes, ref, null, 'Instituição', ''),
    banca: (ref: Referencia) => achar(bancas, ref, null, 'Banca', ''),
    ano(ano: number): Resolvido {
      const achado = linhas.anos.find((a) => a.ano === ano);
      return achado ? { id: achado.id } : { erro: `Ano ${ano} não cadastrado.` };
    },

    /** Names for the export (an id the catalogue lacks stays an id: the import takes both). */
    nomes,
    /** The one course of these subjects, or null when they span several. */
    cursoDe(materiasIds: number[]): number | null {
      const cursos = new Set(materiasIds.map((m) => cursoDaMateria.get(m)));
      return cursos.size === 1 ? ([...cursos][0] ?? null) : null;
    },
  };
}
export type CatalogoDeNomes = ReturnType<typeof catalogoDeNomes>;
