import {
  type Certeza,
  MOTIVOS_ERRO,
  type MotivoErro,
  ROTULO_MOTIVO_ERRO,
} from '@aprovei/shared/revisao/revisao.rules';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { showApiError } from '../../../components/dialogs';
import { EscolhaCerteza } from '../../../components/escolha-certeza';
import { registrarCerteza } from '../api/questoes.api';
import type { TipoItem } from '../utils/item';

const ERRO_CERTEZA = 'Não foi possível registrar sua resposta. Tente novamente.';

/**
 * After an answer, optional and one tap each: how sure the student was and, after a miss, why she
 * missed. Each tap is its own write, after the answer (issue 24 §2); a guessed hit joins her reviews.
 */
export function CertezaResposta({
  tipo,
  idResposta,
  certa,
}: {
  tipo: TipoItem;
  idResposta: number;
  certa: boolean;
}) {
  const idMotivo = useId();
  const [certeza, setCerteza] = useState<Certeza | null>(null);
  const [motivo, setMotivo] = useState<MotivoErro | null>(null);
  const salvar = useMutation({
    mutationFn: (body: { certeza?: Certeza | null; motivoErro?: MotivoErro | null }) =>
      registrarCerteza(tipo, idResposta, body),
    onError: (error) => showApiError(error, ERRO_CERTEZA),
  });
  return (
    <Stack gap="xs">
      <EscolhaCerteza
        pergunta="Quão seguro você estava? (opcional)"
        value={certeza}
        onChange={(nova) => {
          setCerteza(nova);
          salvar.mutate({ certeza: nova });
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
              salvar.mutate({ motivoErro: novo });
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
