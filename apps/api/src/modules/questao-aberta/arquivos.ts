/** A stored file's metadata: its storage key, its name, MIME type and size (answers and corrections). */
export interface ArquivoMeta {
  chave: string;
  nome: string;
  tipo: string;
  bytes: number;
}
