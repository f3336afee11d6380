import { MODOS_EXIBICAO } from '@aprovei/shared/questoes/questoes.rules';
import { ZExercicioFiltro, ZQuestaoFiltro } from '@aprovei/shared/questoes/questoes.schemas';
import { describe, expect, it } from 'vitest';
import {
  comConteudosDaMateria,
  comMaterias,
  escolhidosDe,
  FILTRO_VAZIO,
  filtroDaUrl,
  listagemQuery,
  somenteDigitos,
} from './filtros';

describe('listagemQuery', () => {
  it('joins lists, omits empty ones and sends exactly one mode flag', () => {
    const filtro = {
      ...FILTRO_VAZIO,
      idCurso: 4,
      materias: [1, 2],
      conteudos: [10],
      bancas: [7],
      subConteudos: [3],
      ano: 9,
      numeroQuestao: ' 12 ',
      modo: 'questoesIncorretas' as const,
    };
    const q = listagemQuery('questoes', 2, { filtro, page: 3, umaPorPagina: false });
    expect(q).toMatchObject({
      idPlataforma: '2',
      idCurso: '4',
      listaMateriaQuestao: '1,2',
      listaConteudoQuestao: '10',
      listaSubConteudoQuestao: '3',
      listaBanca: '7',
      listaAno: '9',
      numeroQuestao: '12',
      questoesIncorretas: 'true',
      page: '3',
      size: '10',
    });
    expect(q.listaInstituicao).toBeUndefined();
    expect(MODOS_EXIBICAO.filter((m) => q[m] !== undefined)).toEqual(['questoesIncorretas']);
    // The shared request schema reads it as the API will.
    expect(ZQuestaoFiltro.parse(q)).toMatchObject({
      idPlataforma: 2,
      listaMateriaQuestao: [1, 2],
      listaSubConteudoQuestao: [3],
      listaBanca: [7],
      listaInstituicao: [],
      numeroQuestao: 12,
      questoesIncorretas: true,
    });
  });

  it('leaves banca and sub-contents out of the exercises and uses size 1 per page', () => {
    const filtro = { ...FILTRO_VAZIO, bancas: [7], subConteudos: [3] };
    const q = listagemQuery('exercicios', 1, { filtro, page: 0, umaPorPagina: true });
    expect(q).not.toHaveProperty('listaBanca');
    expect(q).not.toHaveProperty('listaSubConteudoQuestao');
    expect(q.size).toBe('1');
    expect(q.questoesNaoRespondidas).toBe('true');
    expect(ZExercicioFiltro.parse(q)).toMatchObject({
      idPlataforma: 1,
      size: 1,
      questoesNaoRespondidas: true,
    });
  });
});

describe('filter dependencies', () => {
  const conteudos = new Map([
    [1, [10, 11]],
    [2, [20]],
  ]);
  const subs = new Map([
    [10, [100]],
    [20, [200]],
  ]);

  it('drops the contents and sub-contents of a removed subject', () => {
    const filtro = { ...FILTRO_VAZIO, materias: [1, 2], conteudos: [10, 20], subConteudos: [100, 200] };
    expect(comMaterias(filtro, [2], conteudos, subs)).toMatchObject({
      materias: [2],
      conteudos: [20],
      subConteudos: [200],
    });
  });

  it('replaces one subject’s contents only', () => {
    const filtro = { ...FILTRO_VAZIO, materias: [1, 2], conteudos: [10, 20], subConteudos: [100, 200] };
    expect(comConteudosDaMateria(filtro, [10, 11], [11], subs)).toMatchObject({
      conteudos: [20, 11],
      subConteudos: [200],
    });
  });

  it('shows every chosen id while the only parent’s list loads', () => {
    expect(escolhidosDe([10, 20], undefined, true)).toEqual([10, 20]);
    expect(escolhidosDe([10, 20], undefined, false)).toEqual([]);
    expect(escolhidosDe([10, 20], [20, 30], false)).toEqual([20]);
  });

  it('keeps digits only in the question number', () => {
    expect(somenteDigitos('12a-3')).toBe('123');
  });
});

describe('filtroDaUrl', () => {
  it('pre-fills subject, content and names, in mode all', () => {
    const r = filtroDaUrl(
      new URLSearchParams('materia=3&conteudo=31,32&subConteudo=5&nomeMateria=Cirurgia&ordem=numero'),
      'questoes',
    );
    expect(r?.filtro).toMatchObject({
      materias: [3],
      conteudos: [31, 32],
      subConteudos: [5],
      modo: 'todasQuestoes',
    });
    expect(r?.nomes).toEqual({ materia: { id: 3, nome: 'Cirurgia' } });
    expect(r?.orderBy).toBe('NUMERO');
  });

  it('ignores bad ids and answers null without any filter', () => {
    expect(filtroDaUrl(new URLSearchParams('materia=abc,-1&ordem=x'), 'questoes')).toBeNull();
    expect(filtroDaUrl(new URLSearchParams('subConteudo=5'), 'exercicios')).toBeNull();
  });
});
