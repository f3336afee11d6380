import {
  type Certeza,
  MOTIVOS_ERRO,
  type MotivoErro,
  ROTULO_MOTIVO_ERRO,
} from '@aprovei/shared/revisao/revisao.rules';
import type { TCertezaBody } from '@aprovei/shared/revisao/revisao.schemas';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { showApiError } from './dialogs';
import { EscolhaCerteza } from './escolha-certeza';

const ERRO_CERTEZA = 'Não foi possível registrar sua resposta. Tente novamente.';

/**
 * After an answer, optional and one tap each: how sure the student was and, after a miss, why she
 * missed. Each tap is its own write, after the answer (issue 24 §2), through the caller's `salvar` (the
 * search's answers, a closed mock's answer key); a guessed hit joins her reviews.
 */
export function CertezaResposta({
  certa,
  salvar,
  inicial,
  onSalvo,
}: {
  certa: boolean;
  salvar: (body: TCertezaBody) => Promise<unknown>;
  /** What she gave before (the answer key read again), if anything. */
  inicial?: { certeza: Certeza | null; motivoErro: MotivoErro | null };
  onSalvo?: (valores: { certeza: Certeza | null; motivoErro: MotivoErro | null }) => void;
}) {
  const idMotivo = useId();
  const [certeza, setCerteza] = useState<Certeza | null>(inicial?.certeza ?? null);
  const [motivo, setMotivo] = useState<MotivoErro | null>(inicial?.motivoErro ?? null);
  const gravar = useMutation({
    mutationFn: salvar,
    onSuccess: (_r, body) =>
      onSalvo?.({
        certeza: body.certeza === undefined ? certeza : body.certeza,
        motivoErro: body.motivoErro === undefined ? motivo : body.motivoErro,
      }),
    onError: (error) => showApiError(error, ERRO_CERTEZA),
  });
  return (
    <Stack gap="xs">
      <EscolhaCerteza
        pergunta="Quão seguro você estava? (opcional)"
        value={certeza}
        onChange={(nova) => {
          setCerteza(nova);
          gravar.mutate({ certeza: nova });
        }}
      />
      {!certa && (
        <>
          <Text size="sm" id={idMotivo}>
            Por que você errou? (opcional)
          </Text>
          <Chip.Group
            value={motivo ?? ''}
            onChange={(v) => {
              const novo = (v as MotivoErro) || null;
              setMotivo(novo);
              gravar.mutate({ motivoErro: novo });
            }}
          >
            <Group gap="xs" role="group" aria-labelledby={idMotivo}>
              {MOTIVOS_ERRO.map((m) => (
                <Chip key={m} value={m} size="sm">
                  {ROTULO_MOTIVO_ERRO[m]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </>
      )}
    </Stack>
  );
}
