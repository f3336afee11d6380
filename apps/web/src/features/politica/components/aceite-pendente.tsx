import { NOME_POLITICA } from '@aprovei/shared/politica/politica.nomes';
import type { TPoliticaPendente } from '@aprovei/shared/politica/politica.schemas';
import { Anchor, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError } from '../../../components/dialogs';
import { formatDate } from '../../../lib/formatters';
import { politicaKeys } from '../api/keys';
import { aceitarVersoes, pendentesQueryOptions } from '../api/politica.api';

const PAGINA: Record<TPoliticaPendente['tipo'], string> = {
  TERMO_DE_USO: '/termos-de-uso',
  POLITICA_PRIVACIDADE: '/politica-de-privacidade',
};

/**
 * Asks the signed-in person to accept the new versions of the terms of use or the privacy policy
 * before going on (issue 22 §3): a modal that cannot be dismissed, only accepted or left by signing out.
 * The texts open in a new tab so the page under it stays as it was.
 */
export function AceitePendente({ usuario, onSair }: { usuario: string; onSair: () => void }) {
  const pendentes = useQuery(pendentesQueryOptions(usuario));
  const queryClient = useQueryClient();
  const [marcado, setMarcado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const lista = pendentes.data?.pendentes ?? [];

  const aceitar = async () => {
    setEnviando(true);
    try {
      const resposta = await aceitarVersoes(lista.map((p) => p.id));
      queryClient.setQueryData(politicaKeys.pendentes(usuario), resposta);
      setMarcado(false);
    } catch (error) {
      await showApiError(error, 'Não foi possível registrar o aceite. Tente novamente.');
      await queryClient.invalidateQueries({ queryKey: politicaKeys.pendentes(usuario) });
    } finally {
      setEnviando(false);
    }
  };

  const nomes = lista.map((p) => NOME_POLITICA[p.tipo]).join(' e ');
  return (
    <Modal
      opened={lista.length > 0}
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size="lg"
      title={`Atualizamos nossos ${nomes}`}
      zIndex={400}
    >
      <Stack gap="md">
        <Text>Para continuar usando a plataforma, leia e aceite a nova versão:</Text>
        <List spacing="sm">
          {lista.map((p) => (
            <List.Item key={p.id}>
              <Anchor href={PAGINA[p.tipo]} target="_blank" rel="noopener">
                {NOME_POLITICA[p.tipo]}
              </Anchor>{' '}
              — versão {p.versao}, de {formatDate(p.publicadaEm)}
              {p.resumo && (
                <Text size="sm" c="dimmed">
                  O que mudou: {p.resumo}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
        <Checkbox
          checked={marcado}
          onChange={(e) => setMarcado(e.currentTarget.checked)}
          label={`Li e aceito os ${nomes}.`}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onSair}>
            Sair
          </Button>
          <Button onClick={aceitar} disabled={!marcado} loading={enviando}>
            Aceitar e continuar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
