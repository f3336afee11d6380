import { describe, expect, it } from 'vitest';
import {
  ARQUIVO_MAX_BYTES,
  MENSAGEM_ARQUIVO_GRANDE,
  MENSAGEM_ARQUIVO_VAZIO,
  MENSAGEM_TIPO_RECUSADO,
  podeEnviar,
  recusaDoArquivo,
} from './questao-aberta.rules.ts';

const PDF = new TextEncoder().encode('%PDF-1.4');

describe('open question rules', () => {
  it('a student sends when not awaiting a correction and with sends left', () => {
    expect(podeEnviar('', 1)).toBe(true);
    expect(podeEnviar('C', 3)).toBe(true);
    expect(podeEnviar('P', 3)).toBe(false);
    expect(podeEnviar('', 0)).toBe(false);
  });

  it('a picked file is refused when empty, too large or of another type', () => {
    expect(recusaDoArquivo(100, PDF)).toBeNull();
    expect(recusaDoArquivo(0, new Uint8Array())).toBe(MENSAGEM_ARQUIVO_VAZIO);
    expect(recusaDoArquivo(ARQUIVO_MAX_BYTES + 1, PDF)).toBe(MENSAGEM_ARQUIVO_GRANDE);
    expect(recusaDoArquivo(100, new TextEncoder().encode('<html>'))).toBe(MENSAGEM_TIPO_RECUSADO);
    expect(MENSAGEM_ARQUIVO_GRANDE).toBe('O arquivo passa de 10 MB. Envie um arquivo menor.');
  });
});
