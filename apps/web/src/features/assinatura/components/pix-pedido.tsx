import type { TPagamentoResposta } from '@aprovei/shared/checkout/checkout.schemas';
import { MENSAGENS_CHECKOUT } from '@aprovei/shared/checkout/checkout.schemas';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  Image,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Captcha } from '../../../components/captcha';
import { ApiError } from '../../../lib/api-client';
import { serverMessages } from '../../../lib/errors';
import { formatMoney } from '../../../lib/formatters';
import { pedidoQueryOptions, pixProcessadoQueryOptions } from '../api/assinatura.api';

export const TEXTOS_PIX = {
  titulo: 'Pedido recebido!',
  copiar: 'Copiar código PIX',
  copiado: 'Código copiado',
  email: 'Assim que o pagamento for confirmado, os dados de acesso chegam no seu e-mail.',
  instrucao: 'Abra o app do seu banco, escolha pagar com PIX e leia o QR code ou cole o código abaixo.',
  aguardando: 'Aguardando pagamento',
  expiraEm: 'O código expira em',
  expirado: 'PIX expirado',
  novoPix: 'Gerar novo PIX',
  valor: 'Valor a pagar',
} as const;

/** The time left as 'mm:ss' (or 'h:mm:ss' past an hour). */
export function formatarRestante(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const dois = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${dois(m)}:${dois(s)}` : `${dois(m)}:${dois(s)}`;
}

/** Milliseconds until `instante` (ISO), ticking every second; null without an instant. */
function useRestante(instante: string | null): number | null {
  const [agora, setAgora] = useState(() => Date.now());
  useEffect(() => {
    if (!instante) return;
    const id = window.setInterval(() => setAgora(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [instante]);
  return instante ? Date.parse(instante) - agora : null;
}

export interface PixPedidoProps {
  pix: TPagamentoResposta;
  onPago: () => void;
  /** 'Gerar novo PIX' after the code expired: the same cart as a new order (a new human check first). */
  onNovoPix?: (captcha: string) => void;
  gerando?: boolean;
}

/**
 * The Pix order screen (spec doc 2 §2; issue 18 §5): the amount, QR, copy-and-paste code, a countdown to
 * the code's expiry (pixExpiraEm) and 'Aguardando pagamento' while the status is asked every 7 s;
 * `onPago` runs once it is paid. An expired code (the countdown at zero, or the server's 409) offers
 * 'Gerar novo PIX'.
 */
export function PixPedido({ pix, onPago, onNovoPix, gerando = false }: PixPedidoProps) {
  const status = useQuery(pixProcessadoQueryOptions(pix.idFatura));
  const pedido = useQuery(pedidoQueryOptions(pix.idFatura));
  const restante = useRestante(pix.pixExpiraEm);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const pago = status.data === true;
  useEffect(() => {
    if (pago) onPago();
  }, [pago, onPago]);
  const recusado =
    status.error instanceof ApiError && status.error.status === 409
      ? (serverMessages(status.error.body)[0] ?? MENSAGENS_CHECKOUT.pixExpirado)
      : null;
  const expirado =
    !pago && (recusado ?? (restante !== null && restante <= 0 ? MENSAGENS_CHECKOUT.pixExpirado : null));

  return (
    <Paper withBorder p="lg" radius="md" maw={520} mx="auto">
      <Stack align="center" gap="md">
        <Title order={2}>{TEXTOS_PIX.titulo}</Title>
        {pedido.data ? (
          <Text size="lg" ta="center">
            {TEXTOS_PIX.valor}: <strong data-testid="valor-pix">{formatMoney(pedido.data.valorTotal)}</strong>
          </Text>
        ) : (
          pedido.isPending && <Skeleton h={24} w={200} />
        )}
        {expirado ? (
          <>
            <Alert color="red" title={TEXTOS_PIX.expirado} role="alert" w="100%">
              {expirado}
            </Alert>
            {onNovoPix && (
              <>
                <Captcha onChange={setCaptcha} />
                <Button onClick={() => captcha && onNovoPix(captcha)} disabled={!captcha} loading={gerando}>
                  {TEXTOS_PIX.novoPix}
                </Button>
              </>
            )}
          </>
        ) : (
          <>
            <Group gap="xs" role="status" aria-live="polite">
              <Loader size="xs" aria-hidden />
              <Text fw={600}>{TEXTOS_PIX.aguardando}</Text>
            </Group>
            {restante !== null && (
              <Text c="dimmed" data-testid="pix-contagem">
                {TEXTOS_PIX.expiraEm} <strong>{formatarRestante(restante)}</strong>
              </Text>
            )}
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
            <Text c="dimmed" size="sm" ta="center">
              {TEXTOS_PIX.email}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
