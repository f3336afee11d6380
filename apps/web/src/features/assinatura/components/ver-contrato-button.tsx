import { Alert, Anchor, Button } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { showApiError } from '../../../components/dialogs';
import { abrirPdfEmNovaJanela } from '../../../lib/abrir-pdf';
import { contratoBase64, ERRO_ABRIR_CONTRATO } from '../api/assinatura.api';

/** 'Ver contrato': the plan's contract PDF in a new window (a link instead when pop-ups are blocked). */
export function VerContratoButton({ idPlano, enare = false }: { idPlano: number; enare?: boolean }) {
  const [loading, setLoading] = useState(false);
  const [bloqueado, setBloqueado] = useState<string | null>(null);

  const abrir = async () => {
    setLoading(true);
    setBloqueado(null);
    try {
      const r = await abrirPdfEmNovaJanela(() => contratoBase64(idPlano, enare));
      if (r.status === 'bloqueado') setBloqueado(r.url);
    } catch (error) {
      void showApiError(error, ERRO_ABRIR_CONTRATO);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileText size={18} aria-hidden />}
        onClick={abrir}
        loading={loading}
        w={{ base: '100%', xs: 'auto' }}
      >
        Ver contrato
      </Button>
      {bloqueado && (
        <Alert color="yellow" title="O navegador bloqueou a nova janela" role="status">
          <Anchor href={bloqueado} target="_blank" rel="noopener" download="contrato.pdf">
            Abrir o contrato
          </Anchor>
        </Alert>
      )}
    </>
  );
}
