import { describe, expect, it } from 'vitest';
import {
  erroConteudos,
  erroMaterias,
  lerData,
  MAX_ITENS_DONUT,
  MENSAGEM_CONTEUDO_FORA_DAS_MATERIAS,
  MENSAGEM_DATA_FINAL,
  MENSAGEM_DATA_INICIAL,
  MENSAGEM_MATERIA_OBRIGATORIA,
  MENSAGEM_MAXIMO_CONTEUDOS,
  MENSAGEM_MAXIMO_MATERIAS,
  MENSAGEM_PERIODO,
  MIN_RESPOSTAS_MATERIA_COMPARADA,
  melhoresEPioresMaterias,
  periodoValido,
} from './estatisticas.rules.ts';
import { ZEstatisticaFiltro } from './estatisticas.schemas.ts';

describe('lerData', () => {
  it.each([
    ['2026-03-05', '2026-03-05'],
    ['05-03-2026', '2026-03-05'],
    ['05/03/2026', '2026-03-05'],
    [' 2024-02-29 ', '2024-02-29'],
  ])('%s → %s', (texto, iso) => expect(lerData(texto)).toBe(iso));

  it.each(['2026-02-30', '31-04-2026', '2023-02-29', '2026-13-01', '5-3-2026', '20260305', '', 'ontem'])(
    'refuses %s',
    (texto) => expect(lerData(texto)).toBeNull(),
  );
});

describe('limits', () => {
  it('asks for 1 to 5 subjects', () => {
    expect(erroMaterias(0)).toBe('Selecione pelo menos uma matéria!');
    expect(erroMaterias(1)).toBeNull();
    expect(erroMaterias(5)).toBeNull();
    expect(erroMaterias(6)).toBe('Selecione no máximo 5 matérias por pesquisa!');
    expect(MENSAGEM_MATERIA_OBRIGATORIA).toBe('Selecione pelo menos uma matéria!');
  });

  it('allows at most 5 contents per subject, all of chosen subjects', () => {
    const de = (idMateria: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ idMateria, idConteudo: idMateria * 100 + i }));
    expect(erroConteudos([1, 2], [...de(1, 5), ...de(2, 5)])).toBeNull();
    expect(erroConteudos([1, 2], [...de(1, 5), ...de(2, 6)])).toBe(
      'Selecione no máximo 5 conteúdos por matéria!',
    );
    expect(MENSAGEM_MAXIMO_CONTEUDOS).toBe('Selecione no máximo 5 conteúdos por matéria!');
    expect(erroConteudos([1], de(2, 1))).toBe(MENSAGEM_CONTEUDO_FORA_DAS_MATERIAS);
    expect(erroConteudos([1], [])).toBeNull();
  });

  it('wants start ≤ end when both are given', () => {
    expect(periodoValido('2026-01-01', '2026-01-01')).toBe(true);
    expect(periodoValido('2026-01-02', '2026-01-01')).toBe(false);
    expect(periodoValido(undefined, '2026-01-01')).toBe(true);
    expect(periodoValido('2026-01-02', undefined)).toBe(true);
  });
});

describe('ZEstatisticaFiltro', () => {
  const base = { idPlataforma: '1', listaMateriaQuestao: '3,4' };
  const mensagens = (input: Record<string, string>) => {
    const r = ZEstatisticaFiltro.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('reads the lists and both date formats', () => {
    expect(
      ZEstatisticaFiltro.parse({
        ...base,
        listaInstituicao: '7',
        dataInicial: '01-02-2026',
        dataFinal: '2026-02-28',
      }),
    ).toEqual({
      idPlataforma: 1,
      listaMateriaQuestao: [3, 4],
      listaConteudoQuestao: [],
      listaInstituicao: [7],
      dataInicial: '2026-02-01',
      dataFinal: '2026-02-28',
    });
  });

  it('gives the spec messages', () => {
    expect(mensagens({ idPlataforma: '1' })).toEqual([MENSAGEM_MATERIA_OBRIGATORIA]);
    expect(mensagens({ ...base, listaMateriaQuestao: '1,2,3,4,5,6' })).toEqual([MENSAGEM_MAXIMO_MATERIAS]);
    expect(mensagens({ ...base, dataInicial: '31/02/2026' })).toEqual([MENSAGEM_DATA_INICIAL]);
    expect(mensagens({ ...base, dataFinal: 'amanhã' })).toEqual([MENSAGEM_DATA_FINAL]);
    expect(mensagens({ ...base, dataInicial: '2026-03-02', dataFinal: '01-03-2026' })).toEqual([
      MENSAGEM_PERIODO,
    ]);
  });
});

describe('melhoresEPioresMaterias', () => {
  const m = (nomeMateria: string, percentualAcerto: number, totalRespostas = 10) => ({
    nomeMateria,
    percentualAcerto,
    totalRespostas,
  });

  it('never lists a subject as both best and worst, nor a 100 % subject as a worst one', () => {
    for (const materias of [
      [m('A', 100)],
      [m('A', 100), m('B', 100)],
      [m('A', 90), m('B', 40), m('C', 70)],
      Array.from({ length: 14 }, (_, i) => m(`M${i}`, (i * 37) % 101)),
    ]) {
      const { melhores, piores } = melhoresEPioresMaterias(materias);
      const nomes = new Set(melhores.map((x) => x.nomeMateria));
      for (const p of piores) {
        expect(nomes.has(p.nomeMateria)).toBe(false);
        expect(p.percentualAcerto).toBeLessThan(100);
      }
      expect(melhores.length).toBeLessThanOrEqual(MAX_ITENS_DONUT);
      expect(piores.length).toBeLessThanOrEqual(MAX_ITENS_DONUT);
    }
  });

  it('ranks the best half best first and the rest worst first, leaving out subjects with too few answers', () => {
    const { melhores, piores } = melhoresEPioresMaterias([
      m('Anatomia', 80),
      m('Clínica', 50),
      m('Pediatria', 20),
      m('Cirurgia', 60, 20),
      m('Ortodontia', 60, 12),
      m('Rara', 0, MIN_RESPOSTAS_MATERIA_COMPARADA - 1),
    ]);
    expect(melhores.map((x) => x.nomeMateria)).toEqual(['Anatomia', 'Cirurgia', 'Ortodontia']);
    expect(piores.map((x) => x.nomeMateria)).toEqual(['Pediatria', 'Clínica']);
  });

  it('gives nothing to compare without enough answers', () => {
    expect(melhoresEPioresMaterias([m('A', 50, 1), m('B', 0, 2)])).toEqual({ melhores: [], piores: [] });
  });
});
