import { describe, expect, it } from 'vitest';
import {
  type ContratoExibicao,
  mostraAcessoCompletoAte,
  mostraAvisoPix,
  mostraAvisoSemCartao,
  mostraDesistencia,
  mostraFalhaCobranca,
  mostraRenovacao,
  rotuloCancelamento,
} from './assinatura.rules.ts';
import { dentroDoPrazoArrependimento, SITUACAO_CONTRATACAO } from './situacao.ts';

const contrato = (over: Partial<ContratoExibicao> = {}): ContratoExibicao => ({
  situacaoContratacao: { codigo: SITUACAO_CONTRATACAO.ATIVA },
  metodoPagamento: 'CARTAO_CREDITO',
  ativo: true,
  permiteRenovacao: true,
  possuiAcessoCompleto: true,
  ...over,
});

describe('rotuloCancelamento', () => {
  it("is 'Cancelar plano' only inside the withdrawal period (code 5)", () => {
    expect(rotuloCancelamento(SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO)).toBe('Cancelar plano');
    for (const codigo of [1, 2, 3, 4, 6]) {
      expect(rotuloCancelamento(codigo)).toBe('Cancelar renovação automática');
    }
  });
});

describe('mostraRenovacao', () => {
  it('shows for an active card subscription that renews', () => {
    expect(mostraRenovacao(contrato())).toBe(true);
    expect(
      mostraRenovacao(
        contrato({ situacaoContratacao: { codigo: SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO } }),
      ),
    ).toBe(true);
  });

  it('never shows for PIX, even if a stale flag says it renews', () => {
    expect(mostraRenovacao(contrato({ metodoPagamento: 'PIX' }))).toBe(false);
  });

  it('does not show once cancelled (not active) or when renewal is off', () => {
    expect(mostraRenovacao(contrato({ ativo: false }))).toBe(false);
    expect(mostraRenovacao(contrato({ permiteRenovacao: false }))).toBe(false);
  });
});

describe('mostraAcessoCompletoAte', () => {
  it('shows when full access runs without renewal (cancelled renewal, PIX)', () => {
    expect(mostraAcessoCompletoAte(contrato({ ativo: false }))).toBe(true);
    expect(mostraAcessoCompletoAte(contrato({ metodoPagamento: 'PIX', permiteRenovacao: false }))).toBe(true);
  });

  it('does not show next to the renewal date, nor without full access', () => {
    expect(mostraAcessoCompletoAte(contrato())).toBe(false);
    expect(mostraAcessoCompletoAte(contrato({ ativo: false, possuiAcessoCompleto: false }))).toBe(false);
  });
});

describe('mostraAvisoPix', () => {
  it('says a running Pix contract does not renew', () => {
    expect(mostraAvisoPix(contrato({ metodoPagamento: 'PIX', permiteRenovacao: false }))).toBe(true);
    expect(mostraAvisoPix(contrato({ metodoPagamento: 'PIX', ativo: false }))).toBe(false);
    expect(mostraAvisoPix(contrato())).toBe(false);
  });
});

describe('mostraFalhaCobranca', () => {
  it('is true for code 3 only', () => {
    expect(mostraFalhaCobranca(SITUACAO_CONTRATACAO.FALHA_COBRANCA)).toBe(true);
    expect(mostraFalhaCobranca(1)).toBe(false);
    expect(mostraFalhaCobranca(undefined)).toBe(false);
  });
});

describe('mostraDesistencia', () => {
  const base = { metodoPagamento: 'PIX', ativo: true, permiteRenovacao: false, possuiAcessoCompleto: true };
  it('offers Cancelar plano inside the withdrawal period even for Pix, which never renews', () => {
    expect(mostraDesistencia({ ...base, situacaoContratacao: { codigo: 5 } })).toBe(true);
    expect(mostraDesistencia({ ...base, situacaoContratacao: { codigo: 1 } })).toBe(false);
    expect(mostraDesistencia({ ...base, ativo: false, situacaoContratacao: { codigo: 5 } })).toBe(false);
  });
  it('is not a second link when the renewal line already carries it', () => {
    const cartao = { ...base, metodoPagamento: 'CARTAO_CREDITO', permiteRenovacao: true };
    expect(mostraDesistencia({ ...cartao, situacaoContratacao: { codigo: 5 } })).toBe(false);
  });
});

describe('dentroDoPrazoArrependimento', () => {
  it('lasts 7 calendar days from the start, to the millisecond', () => {
    const inicio = new Date('2026-03-01T15:00:00Z');
    expect(dentroDoPrazoArrependimento(inicio, new Date('2026-03-08T14:59:59.999Z'))).toBe(true);
    expect(dentroDoPrazoArrependimento(inicio, new Date('2026-03-08T15:00:00Z'))).toBe(false);
  });
});

describe('mostraAvisoSemCartao', () => {
  it('shows for a running card contract that promises no renewal (no card to renew on)', () => {
    expect(mostraAvisoSemCartao(contrato({ permiteRenovacao: false }))).toBe(true);
    expect(mostraRenovacao(contrato({ permiteRenovacao: false }))).toBe(false);
  });

  it('does not show when it renews, was cancelled, is not running, or was paid by Pix', () => {
    expect(mostraAvisoSemCartao(contrato())).toBe(false);
    expect(
      mostraAvisoSemCartao(contrato({ permiteRenovacao: false, canceladaEm: '2026-03-01T13:00:00.000Z' })),
    ).toBe(false);
    expect(mostraAvisoSemCartao(contrato({ permiteRenovacao: false, ativo: false }))).toBe(false);
    expect(mostraAvisoSemCartao(contrato({ permiteRenovacao: false, metodoPagamento: 'PIX' }))).toBe(false);
  });
});
