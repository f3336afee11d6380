/** A file part of a multipart body. */
export interface ArquivoMultipart {
  nome: string;
  tipo: string;
  bytes: Buffer;
}

/** A multipart body: the text fields first, then the file (as browsers send a FormData built that way). */
export function multipart(campos: Record<string, string>, arquivo?: ArquivoMultipart) {
  const limite = '----aprovei-teste';
  const partes: Buffer[] = [];
  for (const [nome, valor] of Object.entries(campos)) {
    partes.push(
      Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\n${valor}\r\n`),
    );
  }
  if (arquivo) {
    partes.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="arquivo"; filename="${arquivo.nome}"\r\nContent-Type: ${arquivo.tipo}\r\n\r\n`,
      ),
      arquivo.bytes,
      Buffer.from('\r\n'),
    );
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), contentType: `multipart/form-data; boundary=${limite}` };
}

/** A multipart body with several files, each under its own field name, after the text fields. */
export function multipartComArquivos(
  campos: Record<string, string>,
  arquivos: Record<string, ArquivoMultipart>,
) {
  const limite = '----aprovei-teste';
  const partes: Buffer[] = [];
  for (const [nome, valor] of Object.entries(campos)) {
    partes.push(
      Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\n${valor}\r\n`),
    );
  }
  for (const [campo, arquivo] of Object.entries(arquivos)) {
    partes.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="${campo}"; filename="${arquivo.nome}"\r\nContent-Type: ${arquivo.tipo}\r\n\r\n`,
      ),
      arquivo.bytes,
      Buffer.from('\r\n'),
    );
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), contentType: `multipart/form-data; boundary=${limite}` };
}
