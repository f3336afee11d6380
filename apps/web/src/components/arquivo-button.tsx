import { Alert, Anchor, Button, type ButtonProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { abrirEmNovaJanela } from '../lib/nova-janela';
import { showApiError } from './dialogs';

interface Props extends Pick<ButtonProps, 'variant' | 'size' | 'color'> {
  children: ReactNode;
  /** Fetches the file (the API streams it as a Blob). */
  carregar: () => Promise<Blob>;
  /** The fallback of the error dialog when the fetch fails. */
  erro: string;
  nomeArquivo: string;
  leftSection?: ReactNode;
}

/** A button that opens a file of the API in a new tab (a link instead when pop-ups are blocked). */
export function ArquivoButton({ children, carregar, erro, nomeArquivo, leftSection, ...button }: Props) {
  const [loading, setLoading] = useState(false);
  const [bloqueado, setBloqueado] = useState<string | null>(null);
  const abrir = async () => {
    setLoading(true);
    setBloqueado(null);
    try {
      const r = await abrirEmNovaJanela(carregar);
      if (r.status === 'bloqueado') setBloqueado(r.url);
    } catch (error) {
      void showApiError(error, erro);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button variant="light" {...button} leftSection={leftSection} onClick={abrir} loading={loading}>
        {children}
      </Button>
      {bloqueado && (
        <Alert color="yellow" title="O navegador bloqueou a nova aba" role="status">
          <Anchor href={bloqueado} target="_blank" rel="noopener" download={nomeArquivo}>
            Abrir {nomeArquivo}
          </Anchor>
        </Alert>
      )}
    </>
  );
}
