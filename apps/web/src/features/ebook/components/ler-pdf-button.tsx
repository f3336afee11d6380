import { Alert, Anchor, Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { showApiError } from '../../../components/dialogs';
import { abrirPdfEmNovaJanela } from '../../../lib/abrir-pdf';

/** A button that opens a PDF the API answers in base64 in a new window (a link when pop-ups are blocked). */
export function LerPdfButton({
  carregar,
  erro,
  arquivo,
  children,
  ...props
}: ButtonProps & {
  carregar: () => Promise<string>;
  /** The error dialog's fallback text. */
  erro: string;
  /** The file name of the link offered when the window was blocked. */
  arquivo: string;
  children: string;
  'aria-label'?: string;
}) {
  const [loading, setLoading] = useState(false);
  const [bloqueado, setBloqueado] = useState<string | null>(null);
  const abrir = async () => {
    setLoading(true);
    setBloqueado(null);
    try {
      const r = await abrirPdfEmNovaJanela(carregar, 'Carregando e-book…');
      if (r.status === 'bloqueado') setBloqueado(r.url);
    } catch (error) {
      void showApiError(error, erro);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button {...props} onClick={abrir} loading={loading}>
        {children}
      </Button>
      {bloqueado && (
        <Alert color="yellow" title="O navegador bloqueou a nova janela" role="status">
          <Anchor href={bloqueado} target="_blank" rel="noopener" download={arquivo}>
            Abrir o PDF
          </Anchor>
        </Alert>
      )}
    </>
  );
}
