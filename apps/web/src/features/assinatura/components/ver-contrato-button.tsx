import { IconFileText } from '@tabler/icons-react';
import { ArquivoButton } from '../../../components/arquivo-button';
import { pdfBlob } from '../../../lib/pdf-blob';
import { contratoBase64, ERRO_ABRIR_CONTRATO } from '../api/assinatura.api';

/** 'Ver contrato': the plan's contract PDF in a new window (a link instead when pop-ups are blocked). */
export function VerContratoButton({ idPlano, enare = false }: { idPlano: number; enare?: boolean }) {
  return (
    <ArquivoButton
      carregar={async () => pdfBlob(await contratoBase64(idPlano, enare))}
      erro={ERRO_ABRIR_CONTRATO}
      nomeArquivo="contrato.pdf"
      rotuloLink="Abrir o contrato"
      carregando="Carregando contrato…"
      leftSection={<IconFileText size={18} aria-hidden />}
      w={{ base: '100%', xs: 'auto' }}
    >
      Ver contrato
    </ArquivoButton>
  );
}
