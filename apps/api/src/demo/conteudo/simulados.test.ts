import { describe, expect, it } from 'vitest';
import { ANOS, type ConteudoSeed, CURSOS, INSTITUICOES } from '../../referencia/catalogo.ts';
import { PACOTES_DEMO, SIMULADOS_DEMO } from './simulados.ts';
import type { ParteSimulado, TipoSimulado } from './tipos-simulado.ts';

/** Questions per part of each type of demo mock, in the order the mock screens show the parts. */
const PARTES: Record<TipoSimulado, Partial<Record<ParteSimulado, number>>> = {
  ENARE: { SUS: 8, ESPECIFICO: 16, GERAL: 6 },
  FUVEST: { PORTUGUES: 8, SUS: 8, ESPECIFICO: 14 },
};
const TAGS_PERMITIDAS = new Set(['p', 'strong', 'em', 'ul', 'ol', 'li', 'br', 'sub', 'sup']);

/** Mock exams exist on platform 1 only (Residência: dental residency), so every tag must resolve there. */
const CURSOS_PLATAFORMA_1 = CURSOS.filter((c) => c.plataformaId === 1);
const nomeDe = (c: ConteudoSeed) => (typeof c === 'string' ? c : c.nome);

function conteudosDe(curso: string, materia: string): string[] | undefined {
  return CURSOS_PLATAFORMA_1.find((c) => c.nome === curso)?.materias[materia]?.map(nomeDe);
}

describe('demo mock exams', () => {
  it('has two ENARE mocks and one FUVEST mock, named after their type', () => {
    expect(SIMULADOS_DEMO.map((s) => s.tipo).sort()).toEqual(['ENARE', 'ENARE', 'FUVEST']);
    for (const s of SIMULADOS_DEMO) {
      expect(s.nome.includes('FUVEST'), s.nome).toBe(s.tipo === 'FUVEST');
      expect(s.nome.includes('ENARE'), s.nome).toBe(s.tipo === 'ENARE');
    }
    expect(new Set(SIMULADOS_DEMO.map((s) => s.nome)).size).toBe(SIMULADOS_DEMO.length);
  });

  it('releases at least one mock in the past and one in the future, and times one', () => {
    expect(SIMULADOS_DEMO.some((s) => s.liberacaoEmDias < 0)).toBe(true);
    expect(SIMULADOS_DEMO.some((s) => s.liberacaoEmDias > 0)).toBe(true);
    expect(SIMULADOS_DEMO.filter((s) => s.duracaoMinutos !== undefined).map((s) => s.duracaoMinutos)).toEqual(
      [240],
    );
  });

  it.each(SIMULADOS_DEMO)('$nome: weights and part counts follow its type', (s) => {
    const esperado = PARTES[s.tipo];
    expect(Object.keys(s.pesos).sort()).toEqual(Object.keys(esperado).sort());
    for (const peso of Object.values(s.pesos)) expect(peso).toBeGreaterThan(0);
    const contagem: Partial<Record<ParteSimulado, number>> = {};
    for (const q of s.questoes) contagem[q.parte] = (contagem[q.parte] ?? 0) + 1;
    expect(contagem).toEqual(esperado);
    expect(s.questoes.length).toBeGreaterThanOrEqual(30);
  });

  it.each(SIMULADOS_DEMO)('$nome: each question has one correct alternative among 4 or 5', (s) => {
    const quantidade = s.questoes[0]?.alternativas.length;
    expect([4, 5]).toContain(quantidade);
    const posicoes = new Map<number, number>();
    for (const q of s.questoes) {
      expect(q.alternativas, q.enunciado).toHaveLength(quantidade ?? 0);
      expect(new Set(q.alternativas).size, q.enunciado).toBe(q.alternativas.length);
      expect(Number.isInteger(q.correta), q.enunciado).toBe(true);
      expect(q.correta).toBeGreaterThanOrEqual(0);
      expect(q.correta).toBeLessThan(q.alternativas.length);
      posicoes.set(q.correta, (posicoes.get(q.correta) ?? 0) + 1);
    }
    // The answer key is spread: every position is used and none holds more than 40% of the answers.
    expect(posicoes.size).toBe(quantidade);
    expect(Math.max(...posicoes.values())).toBeLessThanOrEqual(s.questoes.length * 0.4);
  });

  it('platform 1 names each subject and each content once, as the seeds look them up by name per platform', () => {
    const materias = CURSOS_PLATAFORMA_1.flatMap((c) => Object.keys(c.materias));
    const conteudos = CURSOS_PLATAFORMA_1.flatMap((c) => Object.values(c.materias).flat().map(nomeDe));
    expect(new Set(materias).size).toBe(materias.length);
    expect(new Set(conteudos).size).toBe(conteudos.length);
  });

  it.each(SIMULADOS_DEMO)(
    '$nome: courses, subjects and contents are those of platform 1; institutions and years exist',
    (s) => {
      for (const q of s.questoes) {
        expect(
          CURSOS_PLATAFORMA_1.map((c) => c.nome),
          q.enunciado,
        ).toContain(q.curso);
        const conteudos = conteudosDe(q.curso, q.materia);
        expect(conteudos, `${q.curso} / ${q.materia}`).toBeDefined();
        expect(conteudos, q.enunciado).toContain(q.conteudo);
        expect(INSTITUICOES).toContain(q.instituicao);
        expect(ANOS).toContain(q.ano);
      }
    },
  );

  it('tags each part with its subjects: the specific part is dentistry, not a common-part subject', () => {
    const comuns = new Set(['Saúde Pública e SUS', 'Língua Portuguesa', 'Conhecimentos Gerais em Saúde']);
    for (const q of SIMULADOS_DEMO.flatMap((s) => s.questoes)) {
      if (q.parte === 'ESPECIFICO') expect(comuns.has(q.materia), q.enunciado).toBe(false);
      if (q.parte === 'SUS') expect(q.materia, q.enunciado).toBe('Saúde Pública e SUS');
      if (q.parte === 'PORTUGUES') expect(q.materia, q.enunciado).toBe('Língua Portuguesa');
    }
  });

  it('statements are distinct, use only the allowed HTML and come with an explanation', () => {
    const questoes = SIMULADOS_DEMO.flatMap((s) => s.questoes);
    expect(new Set(questoes.map((q) => q.enunciado)).size).toBe(questoes.length);
    for (const q of questoes) {
      const tags = [...q.enunciado.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].map((m) => m[1]?.toLowerCase() ?? '');
      expect(
        tags.filter((t) => !TAGS_PERMITIDAS.has(t)),
        q.enunciado,
      ).toEqual([]);
      expect(q.enunciado.startsWith('<p>'), q.enunciado).toBe(true);
      expect(q.explicacao.length, q.enunciado).toBeGreaterThan(100);
      expect(q.explicacao).not.toMatch(/<[a-z]/i);
    }
  });

  it('puts every mock in exactly one package, a free one and a paid one', () => {
    expect(PACOTES_DEMO.map((p) => p.gratuito).sort()).toEqual([false, true]);
    const nomes = PACOTES_DEMO.flatMap((p) => p.simulados);
    expect(nomes.sort()).toEqual(SIMULADOS_DEMO.map((s) => s.nome).sort());
    for (const pacote of PACOTES_DEMO) {
      for (const nome of pacote.simulados) {
        expect(SIMULADOS_DEMO.find((s) => s.nome === nome)?.gratuito, nome).toBe(pacote.gratuito);
      }
    }
  });
});
