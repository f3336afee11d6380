import fs from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../../config/env.ts';

/**
 * Where the e-books' PDF files live: one interface, a folder by default (`DATA_DIR/arquivos`). It is the
 * kind of interface the file storage of the study tools offers (apps/api/src/storage), to be replaced by
 * it once that lands. Keys are relative paths of our own making ('ebooks/3.pdf'), never a client's text.
 */
export interface ArquivosEbook {
  gravar(chave: string, conteudo: Uint8Array): Promise<void>;
  /** The file's bytes; null when there is no file under the key. */
  ler(chave: string): Promise<Uint8Array | null>;
}

const CHAVE = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function arquivosEmPasta(pasta: string): ArquivosEbook {
  const caminho = (chave: string) => {
    if (!CHAVE.test(chave)) throw new Error(`chave de arquivo inválida: ${chave}`);
    return path.join(pasta, chave);
  };
  return {
    async gravar(chave, conteudo) {
      const destino = caminho(chave);
      await fs.mkdir(path.dirname(destino), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const temporario = `${destino}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporario, conteudo);
      await fs.rename(temporario, destino);
    },
    async ler(chave) {
      try {
        return new Uint8Array(await fs.readFile(caminho(chave)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** The storage of this environment: the `arquivos` folder of DATA_DIR. */
export function arquivosDoAmbiente(env: Pick<Env, 'DATA_DIR'>): ArquivosEbook {
  return arquivosEmPasta(path.join(path.resolve(env.DATA_DIR), 'arquivos'));
}
