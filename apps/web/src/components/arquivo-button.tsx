import { Alert, Anchor, Button, type ButtonProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { abrirEmNovaJanela } from '../lib/nova-janela';
import { showApiError } from './dialogs';

interface Props extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  children: ReactNode;
  /** Fetches the file (a Blob: see lib/pdf-blob.ts for a PDF the API answers in base64). */
  carregar: () => Promise<Blob>;
  /** The fallback of the error dialog when the fetch fails. */
  erro: string;
  nomeArquivo: string;
  /** The text of the link offered when the browser blocked the new window (default: Abrir {nome}). */
  rotuloLink?: string;
  /** What the new window says while the file arrives. */
  carregando?: string;
  'aria-label'?: string;
}

/**
 * A button that opens a file of the API in a new window (a contract, an e-book, an open question's
 * PDF); when the browser blocks the window, a link to the same file instead.
 */
export function ArquivoButton({
  children,
  carregar,
  erro,
  nomeArquivo,
  rotuloLink = `Abrir ${nomeArquivo}`,
  carregando,
  ...button
}: Props) {
  const [loading, setLoading] = useState(false);
  const [bloqueado, setBloqueado] = useState<string | null>(null);
  const abrir = async () => {
    setLoading(true);
    setBloqueado(null);
    try {
      const r = await abrirEmNovaJanela(carregar, carregando);
      if (r.status === 'bloqueado') setBloqueado(r.url);
    } catch (error) {
      void showApiError(error, erro);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button variant="light" {...button} onClick={abrir} loading={loading}>
        {children}
      </Button>
      {bloqueado && (
        <Alert color="yellow" title="O navegador bloqueou a nova janela" role="status">
          <Anchor href={bloqueado} target="_blank" rel="noopener" download={nomeArquivo}>
            {rotuloLink}
          </Anchor>
        </Alert>
      )}
    </>
  );
}
