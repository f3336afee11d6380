import { describe, expect, it } from 'vitest';
import { PLANOS } from '../referencia/planos.ts';
import { DIVULGACOES } from './contas-demo.seed.ts';

/**
 * The promises of docs/promessas.md: each plan feature exists where the plan is sold (the menu and the
 * API gate it by platform and product).
 */
const ONDE_EXISTE: Record<string, (p: { plataformaId: number | null; tenantId: string | null }) => boolean> =
  {
    // Mocks and packages: platform 1 only (docs/promessas.md).
    'Simulados inéditos': (p) => p.plataformaId === 1,
    // The home's dashboard, on every platform.
    'Métricas de resultados': () => true,
    // 'Meu Currículo': not on the Concursos platform.
    'Calculadora de currículo': (p) => p.plataformaId !== 2,
    // The study checklist: the residency platform.
    'Checklist de estudos': (p) => p.plataformaId === 1,
    // The Academy link: not on the medical variant.
    'Aulas na Aprovei Academy': (p) => p.tenantId === 'aprovei',
  };

describe('what the plans promise', () => {
  it.each(PLANOS.map((p) => [p.nomePlano, p] as const))('%s promises only what its platform has', (_, p) => {
    for (const f of p.funcionalidades) expect(ONDE_EXISTE[f]?.(p), `${p.nomePlano}: ${f}`).toBe(true);
    const textos = `${p.descricao} ${p.descricaoDetalhada}`.toLowerCase();
    expect(textos).not.toMatch(/vídeo ?aula/);
    if (p.plataformaId !== 1) expect(textos).not.toMatch(/simulado/);
  });

  it('the popups promise what the demo mocks are (30 questions, scored at the end)', () => {
    const texto = DIVULGACOES.map((d) => d.conteudoTexto).join(' ');
    expect(texto).not.toMatch(/100 questões|correção na hora/);
  });
});
