import { METODOS_PAGAMENTO, ROTULO_METODO } from '@aprovei/shared/checkout/financeiro-admin.schemas';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError } from '../../../components/dialogs';
import { baixarArquivo } from '../../../lib/baixar-arquivo';
import { exportarCsv, type ListaFinanceiro, planosFinanceiroQueryOptions } from '../api/financeiro.api';

export const FILTROS_PERIODO = ['de', 'ate', 'planoId', 'metodo'] as const;
type Filtros = Partial<Record<string, string>>;
type Mudar = (mudanca: Partial<Record<string, string | null>>) => void;

/** The period (São Paulo days), plan and payment method of a money list, kept in the address. */
export function FiltrosPeriodo({
  filtros,
  mudar,
  comPlano = true,
  children,
}: {
  filtros: Filtros;
  mudar: Mudar;
  comPlano?: boolean;
  children?: React.ReactNode;
}) {
  const planos = useQuery({ ...planosFinanceiroQueryOptions(), enabled: comPlano });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="date"
        label="De"
        value={filtros.de ?? ''}
        onChange={(e) => mudar({ de: e.currentTarget.value })}
        w={{ base: '47%', sm: 160 }}
      />
      <TextInput
        type="date"
        label="Até"
        value={filtros.ate ?? ''}
        onChange={(e) => mudar({ ate: e.currentTarget.value })}
        w={{ base: '47%', sm: 160 }}
      />
      {comPlano && (
        <>
          <Select
            label="Plano"
            placeholder="Todos"
            data={(planos.data ?? []).map((p) => ({ value: String(p.id), label: p.nome }))}
            value={filtros.planoId ?? null}
            onChange={(v) => mudar({ planoId: v })}
            clearable
            searchable
            w={{ base: '100%', sm: 220 }}
          />
          <Select
            label="Forma de pagamento"
            placeholder="Todas"
            data={METODOS_PAGAMENTO.map((m) => ({ value: m, label: ROTULO_METODO[m] }))}
            value={filtros.metodo ?? null}
            onChange={(v) => mudar({ metodo: v })}
            clearable
            w={{ base: '100%', sm: 190 }}
          />
        </>
      )}
      {children}
    </Group>
  );
}

/** 'Exportar CSV': the whole filtered list, downloaded. */
export function ExportarCsv({ lista, filtros }: { lista: ListaFinanceiro; filtros: object }) {
  const [baixando, setBaixando] = useState(false);
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={baixando}
      onClick={async () => {
        setBaixando(true);
        try {
          baixarArquivo(await exportarCsv(lista, filtros), `${lista}.csv`);
        } catch (error) {
          await showApiError(error, 'Não foi possível exportar.');
        } finally {
          setBaixando(false);
        }
      }}
    >
      Exportar CSV
    </Button>
  );
}
