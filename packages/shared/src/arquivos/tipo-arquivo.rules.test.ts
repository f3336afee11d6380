import { describe, expect, it } from 'vitest';
import { tipoPeloConteudo } from './tipo-arquivo.rules.ts';

describe('tipoPeloConteudo', () => {
  it('recognises PDF, JPEG and PNG by their first bytes, and nothing else', () => {
    expect(tipoPeloConteudo(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(tipoPeloConteudo(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(tipoPeloConteudo(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(tipoPeloConteudo(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(tipoPeloConteudo(new TextEncoder().encode('PK\u0003\u0004 docx'))).toBeNull();
  });
});
