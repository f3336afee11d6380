import { describe, expect, it } from 'vitest';
import { parseRedesSociais, valorParametro } from './parametros';

describe('parâmetros', () => {
  it('reads a parameter by name', () => {
    const list = [
      { nomeParametro: 'SUPORTE_CONTATO', valor: ' Suporte ' },
      { nomeParametro: 'VAZIO', valor: ' ' },
    ];
    expect(valorParametro(list, 'SUPORTE_CONTATO')).toBe('Suporte');
    expect(valorParametro(list, 'VAZIO')).toBeUndefined();
    expect(valorParametro(undefined, 'X')).toBeUndefined();
  });
  it('parses REDES_SOCIAIS, keeping known networks with http(s) URLs', () => {
    const valor = JSON.stringify([
      { rede: 'instagram', url: 'https://instagram.com/aprovei' },
      { rede: 'YouTube', url: 'https://youtube.com/@aprovei' },
      { rede: 'orkut', url: 'https://orkut.com' },
      { rede: 'facebook', url: 'javascript:alert(1)' },
      null,
    ]);
    expect(parseRedesSociais(valor)).toEqual([
      { rede: 'instagram', url: 'https://instagram.com/aprovei' },
      { rede: 'youtube', url: 'https://youtube.com/@aprovei' },
    ]);
    expect(parseRedesSociais('não é json')).toEqual([]);
    expect(parseRedesSociais('{"rede":"x"}')).toEqual([]);
  });
});
