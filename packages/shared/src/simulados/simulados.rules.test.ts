import { describe, expect, it } from 'vitest';
import {
  aceitaResposta,
  encerradoPeloTempo,
  fimDoTempo,
  impedimentoPublicacao,
  janelaRanking,
  liberado,
  MENSAGEM_SIMULADO_VAZIO,
  mensagemParteSemQuestoes,
  percentil,
  podeFinalizar,
  pontuar,
  TOLERANCIA_OFFLINE_MINUTOS,
  tempoEsgotado,
  tipoPeloNome,
} from './simulados.rules.ts';

describe('pontuar', () => {
  it('ENARE: hits times the weight of each part, summed; wrong and blank score 0', () => {
    const r = pontuar('ENARE', { SUS: 2, ESPECIFICO: 3, GERAL: 1 }, [
      { parte: 'SUS', correta: true },
      { parte: 'SUS', correta: false },
      { parte: 'ESPECIFICO', correta: true },
      { parte: 'ESPECIFICO', correta: true },
      { parte: 'GERAL', correta: null },
      { parte: 'GERAL', correta: true },
    ]);
    expect(r.partes).toEqual({
      SUS: { acertos: 1, total: 2, pontos: 2 },
      ESPECIFICO: { acertos: 2, total: 2, pontos: 6 },
      GERAL: { acertos: 1, total: 2, pontos: 1 },
    });
    expect(r).toMatchObject({ acertos: 4, total: 6, pontuacao: 9 });
  });

  it('an annulled question scores as right for everyone, answered wrong, right or not at all', () => {
    const r = pontuar('ENARE', { SUS: 2, ESPECIFICO: 3, GERAL: 1 }, [
      { parte: 'SUS', correta: false, anulada: true },
      { parte: 'ESPECIFICO', correta: null, anulada: true },
      { parte: 'GERAL', correta: true, anulada: true },
      { parte: 'GERAL', correta: false },
    ]);
    expect(r).toMatchObject({ acertos: 3, total: 4, pontuacao: 6 });
  });

  it('FUVEST: Portuguese, SUS and specific parts, no general part', () => {
    const r = pontuar('FUVEST', { PORTUGUES: 1, SUS: 1, ESPECIFICO: 2 }, [
      { parte: 'PORTUGUES', correta: true },
      { parte: 'ESPECIFICO', correta: true },
    ]);
    expect(Object.keys(r.partes)).toEqual(['PORTUGUES', 'SUS', 'ESPECIFICO']);
    expect(r.pontuacao).toBe(3);
    expect(r.partes.SUS).toEqual({ acertos: 0, total: 0, pontos: 0 });
  });

  it('refuses a question of a part the type does not have', () => {
    expect(() => pontuar('ENARE', {}, [{ parte: 'PORTUGUES', correta: true }])).toThrow();
  });
});

describe('finishing and time', () => {
  it('needs every question answered unless time is up', () => {
    expect(podeFinalizar(30, 29, false)).toBe(false);
    expect(podeFinalizar(30, 30, false)).toBe(true);
    expect(podeFinalizar(30, 3, true)).toBe(true);
  });

  it('a timed attempt ends duracaoMinutos after its start; no limit never ends', () => {
    const inicio = new Date('2026-01-01T10:00:00Z');
    expect(fimDoTempo(inicio, 90)?.toISOString()).toBe('2026-01-01T11:30:00.000Z');
    expect(tempoEsgotado(inicio, 90, new Date('2026-01-01T11:29:59Z'))).toBe(false);
    expect(tempoEsgotado(inicio, 90, new Date('2026-01-01T11:30:00Z'))).toBe(true);
    expect(tempoEsgotado(inicio, null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(tempoEsgotado(null, 90, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('after the limit takes, within the tolerance, only an answer kept offline from before it; then closes', () => {
    const inicio = new Date('2026-01-01T10:00:00Z');
    const fim = fimDoTempo(inicio, 90);
    const em = (iso: string) => new Date(`2026-01-01T${iso}Z`);
    expect(TOLERANCIA_OFFLINE_MINUTOS).toBe(15);
    expect(aceitaResposta(fim, em('11:29:59'))).toBe(true);
    expect(aceitaResposta(fim, em('11:30:00'))).toBe(false);
    expect(aceitaResposta(fim, em('11:40:00'), em('11:29:00'))).toBe(true);
    expect(aceitaResposta(fim, em('11:40:00'), em('11:30:01'))).toBe(false);
    expect(aceitaResposta(fim, em('11:45:00'), em('11:29:00'))).toBe(false);
    expect(aceitaResposta(null, em('23:00:00'))).toBe(true);
    expect(encerradoPeloTempo(inicio, 90, em('11:44:59'))).toBe(false);
    expect(encerradoPeloTempo(inicio, 90, em('11:45:00'))).toBe(true);
    expect(encerradoPeloTempo(inicio, null, em('23:00:00'))).toBe(false);
  });

  it('released from its release date on', () => {
    const d = new Date('2026-03-01T00:00:00Z');
    expect(liberado(d, new Date('2026-02-28T23:59:59Z'))).toBe(false);
    expect(liberado(d, d)).toBe(true);
  });
});

describe('tipo and ranking window', () => {
  it('FUVEST when the name contains FUVEST', () => {
    expect(tipoPeloNome('Simulado Fuvest 2026')).toBe('FUVEST');
    expect(tipoPeloNome('Simulado ENARE 1')).toBe('ENARE');
  });

  it('the list starts at the 4th place', () => {
    expect(janelaRanking(0, 10, 50_000)).toEqual({ offset: 3, total: 49_997 });
    expect(janelaRanking(2, 10, 50_000).offset).toBe(23);
    expect(janelaRanking(0, 10, 2).total).toBe(0);
  });
});

describe('percentil', () => {
  it('is the share of the other participants ranked behind, rounded down; null when alone', () => {
    expect(percentil(1, 200)).toBe(100);
    expect(percentil(200, 200)).toBe(0);
    expect(percentil(2, 3)).toBe(50);
    expect(percentil(3, 10)).toBe(77);
    expect(percentil(1, 1)).toBeNull();
    expect(percentil(5, 3)).toBeNull();
  });
});

describe('impedimentoPublicacao', () => {
  it('refuses an empty mock and a weighed part with no question; an unweighed empty part is fine', () => {
    expect(impedimentoPublicacao('ENARE', { SUS: 1, ESPECIFICO: 1, GERAL: 1 }, {})).toBe(
      MENSAGEM_SIMULADO_VAZIO,
    );
    expect(impedimentoPublicacao('ENARE', { SUS: 1, ESPECIFICO: 1, GERAL: 1 }, { SUS: 2, GERAL: 1 })).toBe(
      mensagemParteSemQuestoes('ESPECIFICO'),
    );
    expect(
      impedimentoPublicacao(
        'FUVEST',
        { PORTUGUES: 1, SUS: 0, ESPECIFICO: 2 },
        { PORTUGUES: 1, ESPECIFICO: 1 },
      ),
    ).toBeNull();
    expect(mensagemParteSemQuestoes('ESPECIFICO')).toBe(
      'A parte Específico tem peso e nenhuma questão: adicione questões a ela ou zere o seu peso.',
    );
  });
});
