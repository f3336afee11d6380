import { NOME_PROVEDOR, type Provedor } from '@aprovei/shared/identidade-externa/identidade-externa.schemas';
import { Button, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError } from '../../../components/dialogs';
import { iniciarEntradaExterna, provedoresQueryOptions } from '../api/identidade-externa.api';

export const ICONE_PROVEDOR = { google: IconBrandGoogle, facebook: IconBrandFacebook } as const;

/**
 * 'Entrar com Google' and 'Entrar com Facebook' (issue 23 §1), for the providers the product has settings
 * for: nothing at all when it has none. `retorno`: the in-app path to go back to after signing in.
 */
export function BotoesEntradaExterna({ retorno = null }: { retorno?: string | null }) {
  const { data } = useQuery(provedoresQueryOptions());
  const [indo, setIndo] = useState<Provedor | null>(null);
  const provedores = data?.provedores ?? [];
  if (provedores.length === 0) return null;

  const entrar = async (provedor: Provedor) => {
    setIndo(provedor);
    try {
      await iniciarEntradaExterna(provedor, 'entrar', retorno);
    } catch (error) {
      setIndo(null);
      await showApiError(error, `Não foi possível entrar com ${NOME_PROVEDOR[provedor]}. Tente novamente.`);
    }
  };

  return (
    <Stack gap="sm">
      {/* Not Mantine's Divider: its stylesheet comes with the signed-in pages' chunk (budget.ts). */}
      <Text ta="center" size="sm" c="dimmed">
        ou
      </Text>
      {provedores.map((provedor) => {
        const Icone = ICONE_PROVEDOR[provedor];
        return (
          <Button
            key={provedor}
            variant="default"
            fullWidth
            leftSection={<Icone size={18} aria-hidden />}
            loading={indo === provedor}
            disabled={indo !== null && indo !== provedor}
            onClick={() => void entrar(provedor)}
          >
            Entrar com {NOME_PROVEDOR[provedor]}
          </Button>
        );
      })}
    </Stack>
  );
}
