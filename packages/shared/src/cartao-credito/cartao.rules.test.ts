import cardValidator from 'card-validator';
import { describe, expect, it } from 'vitest';
import { gerador } from '../test-support/gerador.ts';
import {
  BANDEIRAS_PADRAO,
  type BandeiraCartao,
  cvvValido,
  detectarBandeira,
  digitoVerificadorLuhn,
  luhnValido,
  MENSAGENS_CARTAO,
  mesCorrente,
  nomeTitularValido,
  normalizarNomeTitular,
  prefixosDoIntervalo,
  problemaNumeroCartao,
  problemaValidade,
  ultimosQuatroDigitos,
} from './cartao.rules.ts';

/** Our siglas as card-validator (credit-card-type) names them. */
const TIPO_NA_BIBLIOTECA: Record<string, string> = {
  VISA: 'visa',
  MASTERCARD: 'mastercard',
  ELO: 'elo',
  AMEX: 'american-express',
  HIPERCARD: 'hipercard',
  DINERS: 'diners-club',
};

/** The Luhn-valid test numbers of shared/notes/payments.md. */
const CARTOES_DE_TESTE: [string, string][] = [
  ['4111111111111111', 'VISA'],
  ['5555555555554444', 'MASTERCARD'],
  ['2223000048400011', 'MASTERCARD'],
  ['378282246310005', 'AMEX'],
  ['30569309025904', 'DINERS'],
  ['6362970000457013', 'ELO'],
  ['4011780000000006', 'ELO'],
  ['6062825624254001', 'HIPERCARD'],
];

/** Luhn-valid numbers for every prefix of every default brand, at each of the brand's lengths. */
function numerosGerados(porPrefixo: number): { numero: string; sigla: string }[] {
  const aleatorio = gerador(20261124);
  const numeros: { numero: string; sigla: string }[] = [];
  for (const b of BANDEIRAS_PADRAO) {
    for (const prefixo of b.prefixos) {
      for (const comprimento of b.comprimentos) {
        for (let i = 0; i < porPrefixo; i++) {
          let parcial = prefixo;
          while (parcial.length < comprimento - 1) parcial += String(Math.floor(aleatorio() * 10));
          numeros.push({ numero: parcial + digitoVerificadorLuhn(parcial), sigla: b.sigla });
        }
      }
    }
  }
  return numeros;
}

/** What our rules say of a complete number: the chosen brand's sigla and whether it is valid. */
function classificar(numero: string) {
  const { escolhida } = detectarBandeira(numero, BANDEIRAS_PADRAO);
  const valido = problemaNumeroCartao(numero, escolhida, BANDEIRAS_PADRAO) === null;
  return { sigla: escolhida?.sigla ?? null, valido };
}

function classificarNaBiblioteca(numero: string) {
  const r = cardValidator.number(numero);
  const sigla = Object.keys(TIPO_NA_BIBLIOTECA).find((k) => TIPO_NA_BIBLIOTECA[k] === r.card?.type);
  return { sigla: sigla ?? null, valido: r.isValid };
}

describe('Luhn', () => {
  it.each(CARTOES_DE_TESTE)('accepts the test number %s', (numero) => {
    expect(luhnValido(numero)).toBe(true);
    expect(luhnValido(numero.replace(/(\d{4})/g, '$1 ').trim())).toBe(true);
  });

  it('refuses a changed digit, letters and empty input', () => {
    expect(luhnValido('4111111111111112')).toBe(false);
    expect(luhnValido('4111111111111121')).toBe(false);
    expect(luhnValido('41111111111111a1')).toBe(false);
    expect(luhnValido('')).toBe(false);
  });

  it('computes the check digit that completes a number', () => {
    expect(digitoVerificadorLuhn('411111111111111')).toBe('1');
    expect(digitoVerificadorLuhn('37828224631000')).toBe('5');
    expect(digitoVerificadorLuhn('3056930902590')).toBe('4');
  });
});

describe('the default brand table against card-validator', () => {
  it.each(CARTOES_DE_TESTE)('classifies the test number %s as %s, as the library does', (numero, sigla) => {
    expect(classificar(numero)).toEqual({ sigla, valido: true });
    expect(classificarNaBiblioteca(numero)).toEqual({ sigla, valido: true });
  });

  const gerados = numerosGerados(3);

  it('agrees with the library on brand and validity for numbers generated from every prefix', () => {
    expect(gerados.length).toBeGreaterThan(300);
    const divergencias = gerados.filter(
      ({ numero }) => JSON.stringify(classificar(numero)) !== JSON.stringify(classificarNaBiblioteca(numero)),
    );
    expect(divergencias).toEqual([]);
    // The generator really walks each brand's prefixes: every number lands in its own brand.
    expect(gerados.filter(({ numero, sigla }) => classificar(numero).sigla !== sigla)).toEqual([]);
  });

  it('agrees that a wrong check digit makes each generated number invalid', () => {
    for (const { numero } of gerados) {
      const errado = numero.slice(0, -1) + String((Number(numero.at(-1)) + 1) % 10);
      expect(classificar(errado).valido).toBe(false);
      expect(cardValidator.number(errado).isValid).toBe(false);
    }
  });

  it('agrees that a number of another length is invalid (Amex 15, Diners 14, the others 16)', () => {
    for (const [numero] of CARTOES_DE_TESTE) {
      const curto = numero.slice(0, -2) + digitoVerificadorLuhn(numero.slice(0, -2));
      expect(classificar(curto).valido).toBe(false);
      expect(cardValidator.number(curto).isValid).toBe(false);
    }
  });
});

describe('prefixosDoIntervalo', () => {
  it('covers the Mastercard 2-series with the fewest prefixes', () => {
    expect(prefixosDoIntervalo('2221', '2720')).toEqual([
      ...['2221', '2222', '2223', '2224', '2225', '2226', '2227', '2228', '2229'],
      ...['223', '224', '225', '226', '227', '228', '229'],
      ...['23', '24', '25', '26'],
      ...['270', '271', '2720'],
    ]);
    expect(prefixosDoIntervalo('509000', '509999')).toEqual(['509']);
    expect(prefixosDoIntervalo('300', '305')).toEqual(['300', '301', '302', '303', '304', '305']);
  });

  it('covers exactly the range: every 6-digit start inside matches, none outside', () => {
    const cobertura = prefixosDoIntervalo('650485', '650538');
    for (let n = 650400; n <= 650600; n++) {
      const dentro = n >= 650485 && n <= 650538;
      expect(cobertura.some((p) => String(n).startsWith(p))).toBe(dentro);
    }
  });

  it('refuses a reversed or uneven range', () => {
    expect(() => prefixosDoIntervalo('55', '51')).toThrow(RangeError);
    expect(() => prefixosDoIntervalo('5', '51')).toThrow(RangeError);
  });
});

describe('detectarBandeira (spec doc 2 §4)', () => {
  const siglas = (numero: string, bandeiras: readonly BandeiraCartao[] = BANDEIRAS_PADRAO) =>
    detectarBandeira(numero, bandeiras).habilitadas.map((b) => b.sigla);
  const todas = BANDEIRAS_PADRAO.map((b) => b.sigla);

  it('chooses the one brand whose prefix matches', () => {
    const d = detectarBandeira('4111', BANDEIRAS_PADRAO);
    expect(d.escolhida?.sigla).toBe('VISA');
    expect(d.habilitadas.map((b) => b.sigla)).toEqual(['VISA']);
    expect(d.seletorDesabilitado).toBe(true);
  });

  it('prefers the longest matching prefix: 401178… is Elo although Visa is 4', () => {
    expect(siglas('401178')).toEqual(['ELO']);
    expect(siglas('40117')).toEqual(['VISA']);
  });

  it('falls back to partial prefixes while the number is shorter than them', () => {
    expect(siglas('6')).toEqual(['ELO', 'HIPERCARD']);
    expect(siglas('60628')).toEqual(['HIPERCARD']);
    expect(siglas('3')).toEqual(['AMEX', 'DINERS']);
    expect(siglas('50')).toEqual(['ELO']);
  });

  it('enables every brand when nothing matches, or nothing is typed', () => {
    expect(siglas('9')).toEqual(todas);
    expect(siglas('')).toEqual(todas);
    expect(detectarBandeira('9', BANDEIRAS_PADRAO).escolhida).toBeNull();
  });

  it('gives the longest length the number can take now, for the mask', () => {
    expect(detectarBandeira('37', BANDEIRAS_PADRAO).comprimentoMaximo).toBe(15);
    expect(detectarBandeira('36', BANDEIRAS_PADRAO).comprimentoMaximo).toBe(14);
    expect(detectarBandeira('3', BANDEIRAS_PADRAO).comprimentoMaximo).toBe(15);
    expect(detectarBandeira('4', BANDEIRAS_PADRAO).comprimentoMaximo).toBe(16);
    expect(detectarBandeira('', BANDEIRAS_PADRAO).comprimentoMaximo).toBe(16);
    expect(detectarBandeira('4', []).comprimentoMaximo).toBe(16);
    const semComprimento = { sigla: 'X', nome: 'X', prefixos: ['9'], comprimentos: [], tamanhoCvv: 3 };
    expect(detectarBandeira('9', [semComprimento]).comprimentoMaximo).toBe(16);
    expect(problemaNumeroCartao('9000000000000001', semComprimento, [semComprimento])).toBeNull();
  });

  it('keeps the selector disabled until the number is complete when several brands are enabled', () => {
    expect(detectarBandeira('9999 9999 9999 999', BANDEIRAS_PADRAO).seletorDesabilitado).toBe(true);
    expect(detectarBandeira('9999 9999 9999 9999', BANDEIRAS_PADRAO).seletorDesabilitado).toBe(false);
  });

  it('chooses among equally specific prefixes nothing: the user picks once the number is complete', () => {
    const linhas: BandeiraCartao[] = [
      { sigla: 'A', nome: 'A', prefixos: ['5'], comprimentos: [16], tamanhoCvv: 3 },
      { sigla: 'B', nome: 'B', prefixos: ['5', '7'], comprimentos: [16], tamanhoCvv: 3 },
      { sigla: 'C', nome: 'C', prefixos: ['8'], comprimentos: [14], tamanhoCvv: 3 },
    ];
    const curto = detectarBandeira('5123', linhas);
    expect(curto.habilitadas.map((b) => b.sigla)).toEqual(['A', 'B']);
    expect(curto.escolhida).toBeNull();
    expect(curto.seletorDesabilitado).toBe(true);
    expect(detectarBandeira('5123456789012345', linhas).seletorDesabilitado).toBe(false);
    expect(detectarBandeira('8', linhas).escolhida?.sigla).toBe('C');
  });
});

describe('problemaNumeroCartao', () => {
  const visa = BANDEIRAS_PADRAO.find((b) => b.sigla === 'VISA');
  const elo = BANDEIRAS_PADRAO.find((b) => b.sigla === 'ELO');

  it('names the missing number, then the missing brand', () => {
    expect(problemaNumeroCartao('', visa, BANDEIRAS_PADRAO)).toBe(MENSAGENS_CARTAO.numeroAusente);
    expect(problemaNumeroCartao('4111111111111111', null, BANDEIRAS_PADRAO)).toBe(
      MENSAGENS_CARTAO.bandeiraAusente,
    );
  });

  it('refuses a brand the prefixes do not enable', () => {
    expect(problemaNumeroCartao('4111111111111111', elo, BANDEIRAS_PADRAO)).toBe(
      MENSAGENS_CARTAO.bandeiraInvalida,
    );
    expect(problemaNumeroCartao('4011780000000006', elo, BANDEIRAS_PADRAO)).toBeNull();
  });

  it('refuses letters, a wrong length and a wrong check digit', () => {
    for (const numero of ['4111-1111-1111-111x', '411111111111111', '4111111111111112']) {
      expect(problemaNumeroCartao(numero, visa, BANDEIRAS_PADRAO)).toBe(MENSAGENS_CARTAO.numeroInvalido);
    }
  });
});

describe('CVV, holder name, last four', () => {
  const amex = BANDEIRAS_PADRAO.find((b) => b.sigla === 'AMEX');

  it('takes 3 digits, or 4 for Amex', () => {
    expect(cvvValido('123')).toBe(true);
    expect(cvvValido('1234')).toBe(false);
    expect(cvvValido('12a')).toBe(false);
    expect(cvvValido('1234', amex)).toBe(true);
    expect(cvvValido('123', amex)).toBe(false);
  });

  it('takes uppercase letters and single spaces only', () => {
    expect(nomeTitularValido('MARIA DA SILVA')).toBe(true);
    for (const nome of ['Maria', 'MARIA  SILVA', ' MARIA', 'JOSÉ', 'MARIA1', '']) {
      expect(nomeTitularValido(nome)).toBe(false);
    }
    expect(normalizarNomeTitular('José  da Conceição 2')).toBe('JOSE DA CONCEICAO ');
  });

  it('keeps only the last four digits', () => {
    expect(ultimosQuatroDigitos('4111 1111 1111 1234')).toBe('1234');
  });
});

describe('expiry (spec doc 2 §5)', () => {
  const agora = new Date('2026-11-24T12:00:00Z');

  it('reads the month in Brazilian time', () => {
    expect(mesCorrente(agora)).toEqual({ ano: 2026, mes: 11 });
    // 02:00 UTC on 1 December is still 30 November in São Paulo.
    expect(mesCorrente(new Date('2026-12-01T02:00:00Z'))).toEqual({ ano: 2026, mes: 11 });
  });

  it('is valid only after the current year, or in it with a later month', () => {
    expect(problemaValidade('12', '26', agora)).toBeNull();
    expect(problemaValidade('01', '27', agora)).toBeNull();
    expect(problemaValidade('01', '2100', agora)).toBeNull();
    expect(problemaValidade('11', '26', agora)).toBe(MENSAGENS_CARTAO.validadeVencida);
    expect(problemaValidade('10', '26', agora)).toBe(MENSAGENS_CARTAO.validadeVencida);
    expect(problemaValidade('12', '25', agora)).toBe(MENSAGENS_CARTAO.validadeVencida);
  });

  it('refuses an impossible month or year, and names missing fields', () => {
    for (const [mes, ano] of [
      ['13', '27'],
      ['00', '27'],
      ['1a', '27'],
      ['01', '2101'],
      ['01', '7'],
    ] as const) {
      expect(problemaValidade(mes, ano, agora)).toBe(MENSAGENS_CARTAO.validadeInvalida);
    }
    expect(problemaValidade('', '27', agora)).toBe(MENSAGENS_CARTAO.campoObrigatorio);
  });
});
