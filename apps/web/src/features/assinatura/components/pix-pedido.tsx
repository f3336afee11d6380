import type { TPagamentoResposta } from '@aprovei/shared/checkout/checkout.schemas';
import { Alert, Button, CopyButton, Image, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { serverMessages } from '../../../lib/errors';
import { pixProcessadoQueryOptions } from '../api/assinatura.api';

export const TEXTOS_PIX = {
  titulo: 'Pedido recebido!',
  copiar: 'Copiar código PIX',
  copiado: 'Código copiado',
  email: 'Assim que o pagamento for confirmado, os dados de acesso chegam no seu e-mail.',
  instrucao: 'Abra o app do seu banco, escolha pagar com PIX e leia o QR code ou cole o código abaixo.',
} as const;

/**
 * The Pix order screen (spec doc 2 §2): QR, copy-and-paste code, the e-mail note. The payment status is
 * asked every 7 s while the screen is shown; `onPago` runs once it is paid. An expired code says so.
 */
export function PixPedido({ pix, onPago }: { pix: TPagamentoResposta; onPago: () => void }) {
  const status = useQuery(pixProcessadoQueryOptions(pix.idFatura));
  const pago = status.data === true;
  useEffect(() => {
    if (pago) onPago();
  }, [pago, onPago]);
  const expirado =
    status.error instanceof ApiError && status.error.status === 409
      ? (serverMessages(status.error.body)[0] ?? null)
      : null;

  return (
    <Paper withBorder p="lg" radius="md" maw={520} mx="auto">
      <Stack align="center" gap="md">
        <Title order={2}>{TEXTOS_PIX.titulo}</Title>
        {expirado ? (
          <Alert color="red" title="PIX expirado" role="alert" w="100%">
            {expirado}
          </Alert>
        ) : (
          <>
            <Text ta="center">{TEXTOS_PIX.instrucao}</Text>
            {pix.imageQrCodeBase64 && (
              <Image
                src={`data:image/png;base64,${pix.imageQrCodeBase64}`}
                alt="QR code do PIX"
                w={240}
                h={240}
              />
            )}
            {pix.qrCode && (
              <>
                <Textarea
                  label="PIX copia e cola"
                  value={pix.qrCode}
                  readOnly
                  autosize
                  minRows={3}
                  w="100%"
                  styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
                />
                <CopyButton value={pix.qrCode}>
                  {({ copied, copy }) => (
                    <Button
                      onClick={copy}
                      leftSection={
                        copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
                      }
                      color={copied ? 'teal' : undefined}
                    >
                      {copied ? TEXTOS_PIX.copiado : TEXTOS_PIX.copiar}
                    </Button>
                  )}
                </CopyButton>
              </>
            )}
            <Text c="dimmed" size="sm" ta="center" role="status">
              {TEXTOS_PIX.email}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
