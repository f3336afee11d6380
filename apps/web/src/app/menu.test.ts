import type { PlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import { describe, expect, it } from 'vitest';
import { routeKeyForPath, screenExists } from '../config/paths';
import { buildMenu, type MenuInput, rotaEscondida } from './menu';

const all = () => true;
const none = () => false;
const labels = (input: MenuInput) => buildMenu(input).map((item) => item.label);

/** The spec's table (doc 1 §2.2), written as "label → shown when", independently of MENU_TABLE. */
const SPEC: [string, (p: PlataformaId, medical: boolean, academy: boolean) => boolean][] = [
  ['Início', () => true],
  ['Questões', (p, m) => p === 1 || m],
  ['Questões concurso', (p) => p === 2],
  ['Simulados', (p, m) => p === 1 && !m],
  ['Exercícios de Fixação', () => true],
  ['Questões abertas', () => true], // not in the spec's table: ADR 013
  ['Revisões de hoje', () => true], // not in the spec's table: issue 24
  ['Meu Currículo', (p) => p !== 2],
  ['Ebook', (_p, m) => !m],
  ['Meus e-books', (_p, m) => !m],
  ['Planos de assinatura', (_p, m) => !m],
  ['Métricas de questões', (_p, m) => !m],
  ['Acessar Aprovei Academy', (_p, m, a) => a && !m],
  ['Configurações', () => true],
  ['Checklist', (p, m) => p === 1 && !m],
  ['Contato', () => true],
  ['Sair', () => true],
];
const NEEDS_NO_SCREEN = new Set(['Acessar Aprovei Academy', 'Sair']);

describe('buildMenu', () => {
  const platforms: PlataformaId[] = [1, 2, 3];
  for (const plataforma of platforms) {
    for (const medical of [false, true]) {
      for (const academy of [false, true]) {
        for (const [screens, screenExistsFn] of [
          ['all screens', all],
          ['no screen', none],
        ] as const) {
          it(`platform ${plataforma}, ${medical ? 'medical' : 'main'}, academy ${academy}, ${screens}`, () => {
            const expected = SPEC.filter(([, shown]) => shown(plataforma, medical, academy))
              .filter(([label]) => screenExistsFn === all || NEEDS_NO_SCREEN.has(label))
              .map(([label]) => label);
            expect(labels({ plataforma, medical, academy, screenExists: screenExistsFn })).toEqual(expected);
          });
        }
      }
    }
  }

  it('gives platform 1 (main product) the full residency menu in the spec order', () => {
    expect(labels({ plataforma: 1, medical: false, academy: true, screenExists: all })).toEqual([
      'Início',
      'Questões',
      'Simulados',
      'Exercícios de Fixação',
      'Questões abertas',
      'Revisões de hoje',
      'Meu Currículo',
      'Ebook',
      'Meus e-books',
      'Planos de assinatura',
      'Métricas de questões',
      'Acessar Aprovei Academy',
      'Configurações',
      'Checklist',
      'Contato',
      'Sair',
    ]);
  });

  it('gives the medical variant its short menu, never the academy link', () => {
    expect(labels({ plataforma: 3, medical: true, academy: true, screenExists: all })).toEqual([
      'Início',
      'Questões',
      'Exercícios de Fixação',
      'Questões abertas',
      'Revisões de hoje',
      'Meu Currículo',
      'Configurações',
      'Contato',
      'Sair',
    ]);
  });

  it('targets the spec paths', () => {
    const items = buildMenu({ plataforma: 2, medical: false, academy: false, screenExists: all });
    const targets = Object.fromEntries(items.map((i) => [i.label, i.kind === 'link' ? i.to : i.kind]));
    expect(targets).toEqual({
      Início: '/plataforma/2',
      'Questões concurso': '/QuestoesAproveiConcurso',
      'Exercícios de Fixação': '/exercicios-fixacao',
      'Questões abertas': '/questao-aberta',
      'Revisões de hoje': '/revisoes',
      Ebook: '/ebook',
      'Meus e-books': '/meus-ebooks',
      'Planos de assinatura': '/planos',
      'Métricas de questões': '/menu-estatisticas',
      Configurações: '/configuracoes',
      Contato: '/suporte',
      Sair: 'logout',
    });
  });

  it('asks screenExists with the concrete target path', () => {
    const asked: string[] = [];
    buildMenu({
      plataforma: 1,
      medical: false,
      academy: true,
      screenExists: (p) => {
        asked.push(p);
        return false;
      },
    });
    expect(asked).toContain('/plataforma/1');
    expect(asked).toContain('/calculadoras-curriculo');
    expect(asked).not.toContain(undefined);
  });

  it("with today's route table shows Início, the question screens, Simulados (residency), Meu Currículo (not on platform 2), Ebook and Meus e-books (not medical), Planos de assinatura, Métricas de questões, the academy link, Configurações, Checklist (residency), Contato and Sair", () => {
    expect(labels({ plataforma: 1, medical: false, academy: true, screenExists })).toEqual([
      'Início',
      'Questões',
      'Simulados',
      'Exercícios de Fixação',
      'Questões abertas',
      'Revisões de hoje',
      'Meu Currículo',
      'Ebook',
      'Meus e-books',
      'Planos de assinatura',
      'Métricas de questões',
      'Acessar Aprovei Academy',
      'Configurações',
      'Checklist',
      'Contato',
      'Sair',
    ]);
    expect(labels({ plataforma: 2, medical: false, academy: false, screenExists })).toEqual([
      'Início',
      'Questões concurso',
      'Exercícios de Fixação',
      'Questões abertas',
      'Revisões de hoje',
      'Ebook',
      'Meus e-books',
      'Planos de assinatura',
      'Métricas de questões',
      'Configurações',
      'Contato',
      'Sair',
    ]);
    const medical = labels({ plataforma: 3, medical: true, academy: false, screenExists });
    expect(medical).not.toContain('Planos de assinatura');
    expect(medical).not.toContain('Ebook');
    expect(medical).not.toContain('Meus e-books');
  });

  it("shows 'Correções' (the open-question queue, not in the spec's table) to teachers only", () => {
    const professor = labels({
      plataforma: 1,
      medical: false,
      academy: false,
      professor: true,
      screenExists,
    });
    expect(professor).toContain('Correções');
    expect(professor.indexOf('Correções')).toBe(professor.indexOf('Contato') - 1);
    expect(labels({ plataforma: 1, medical: false, academy: false, screenExists })).not.toContain(
      'Correções',
    );
  });

  it("shows 'Back office' to staff with a back-office area (outside the spec's route table), never to students", () => {
    const equipe = buildMenu({ plataforma: 1, medical: false, academy: false, equipe: true, screenExists });
    expect(equipe.find((i) => i.key === 'backoffice')).toEqual({
      key: 'backoffice',
      label: 'Back office',
      kind: 'link',
      to: '/admin',
    });
    expect(labels({ plataforma: 1, medical: false, academy: false, screenExists })).not.toContain(
      'Back office',
    );
  });
});

describe('screens the menu hides are not reachable by their address (issue 19 §1)', () => {
  const input = (plataforma: PlataformaId, medical: boolean, professor = false): MenuInput => ({
    plataforma,
    medical,
    academy: false,
    professor,
    screenExists,
  });
  const escondida = (path: string, i: MenuInput) => rotaEscondida(routeKeyForPath(path), i);

  it('hides the statistics, e-books, mocks and checklist on the medical variant', () => {
    for (const path of [
      '/menu-estatisticas',
      '/ebook',
      '/meus-ebooks',
      '/lista-simulado-enare',
      '/checklist',
    ])
      expect(escondida(path, input(3, true)), path).toBe(true);
    for (const path of ['/simulados', '/calculadoras-curriculo', '/configuracoes', '/exercicios-fixacao'])
      expect(escondida(path, input(3, true)), path).toBe(false);
  });

  it('keeps each platform to its own question search and the teachers to their queue', () => {
    expect(escondida('/simulados', input(2, false))).toBe(true);
    expect(escondida('/QuestoesAproveiConcurso', input(1, false))).toBe(true);
    expect(escondida('/QuestoesAproveiConcurso', input(2, false))).toBe(false);
    expect(escondida('/calculadoras-curriculo/calcular-nota', input(2, false))).toBe(true);
    expect(escondida('/SimuladoEnare/3', input(1, false))).toBe(false);
    expect(escondida('/correcoes', input(1, false))).toBe(true);
    expect(escondida('/correcoes', input(1, false, true))).toBe(false);
    expect(escondida('/rota-que-nao-existe', input(1, false))).toBe(false);
  });
});
