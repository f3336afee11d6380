import { formatarCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { AGRUPAMENTOS, type Agrupamento } from '@aprovei/shared/relatorios/relatorios.schemas';
import {
  Box,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useFiltrosNaUrl } from '../../../components/admin/tabela-admin';
import { showApiError } from '../../../components/dialogs';
import { type FiltroPeriodo, relatorioCsv } from '../api/relatorios.api';

export const reais = (centavos: number) => formatarCentavos(centavos);
export const percentual = (v: number | null) =>
  v === null ? '—' : `${v.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
/** 'AAAA-MM-DD' → 'DD/MM/AAAA' (a period's first day; a month shows as 'MM/AAAA'). */
export const rotuloPeriodo = (periodo: string, agrupar: Agrupamento) => {
  const [a, m, d] = periodo.split('-');
  return agrupar === 'mes' ? `${m}/${a}` : `${d}/${m}/${a}`;
};

const ROTULOS: Record<Agrupamento, string> = { dia: 'Dia', semana: 'Semana', mes: 'Mês' };
const CHAVES = ['de', 'ate', 'agrupar'] as const;

/** The period and grouping of the reports, kept in the URL. */
export function useFiltroPeriodo(): [
  FiltroPeriodo,
  (m: Partial<Record<keyof FiltroPeriodo, string | null>>) => void,
] {
  return useFiltrosNaUrl(CHAVES);
}

export function FiltrosPeriodo({
  filtro,
  mudar,
}: {
  filtro: FiltroPeriodo;
  mudar: (m: Partial<Record<keyof FiltroPeriodo, string | null>>) => void;
}) {
  const data = (chave: 'de' | 'ate', label: string) => (
    <TextInput
      type="date"
      label={label}
      defaultValue={filtro[chave] ?? ''}
      onChange={(e) => mudar({ [chave]: e.currentTarget.value })}
      w={{ base: '100%', xs: 170 }}
    />
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {data('de', 'De')}
      {data('ate', 'Até')}
      <Stack gap={4}>
        <Text size="sm" fw={500} component="span" id="relatorio-agrupar">
          Agrupar por
        </Text>
        <SegmentedControl
          aria-labelledby="relatorio-agrupar"
          value={filtro.agrupar ?? 'dia'}
          onChange={(v) => mudar({ agrupar: v })}
          data={AGRUPAMENTOS.map((a) => ({ value: a, label: ROTULOS[a] }))}
        />
      </Stack>
    </Group>
  );
}

/** Saves a file the browser received under its name. */
function baixar(blob: Blob, nome: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function BotaoCsv({ caminho, filtro }: { caminho: string; filtro: object }) {
  const [baixando, setBaixando] = useState(false);
  return (
    <Button
      variant="default"
      size="xs"
      loading={baixando}
      onClick={async () => {
        setBaixando(true);
        try {
          baixar(await relatorioCsv(caminho, filtro), `relatorio-${caminho}.csv`);
        } catch (error) {
          await showApiError(error, 'Não foi possível exportar o relatório.');
        } finally {
          setBaixando(false);
        }
      }}
    >
      Exportar CSV
    </Button>
  );
}

export interface Coluna<T> {
  titulo: string;
  valor: (linha: T) => ReactNode;
  numero?: boolean;
}

/** One report: its title, its chart (hidden from screen readers) and the same figures as a table, and its CSV. */
export function CartaoRelatorio<T>({
  titulo,
  caminho,
  filtro,
  grafico,
  linhas,
  colunas,
  chave,
  carregando,
}: {
  titulo: string;
  caminho: string;
  filtro: object;
  grafico?: ReactNode;
  linhas: T[] | undefined;
  colunas: Coluna<T>[];
  chave: (linha: T, i: number) => string;
  carregando: boolean;
}) {
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4">
            {titulo}
          </Title>
          <BotaoCsv caminho={caminho} filtro={filtro} />
        </Group>
        {/* The chart is a picture of the table below: out of the focus order and the accessibility tree. */}
        {linhas && linhas.length > 0 && <div inert>{grafico}</div>}
        <Box role="region" aria-label={titulo} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table striped highlightOnHover aria-busy={carregando} miw={520}>
            <Table.Thead>
              <Table.Tr>
                {colunas.map((c) => (
                  <Table.Th key={c.titulo} ta={c.numero ? 'right' : undefined}>
                    {c.titulo}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(linhas ?? []).map((l, i) => (
                <Table.Tr key={chave(l, i)}>
                  {colunas.map((c) => (
                    <Table.Td key={c.titulo} ta={c.numero ? 'right' : undefined}>
                      {c.valor(l)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {linhas?.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={colunas.length}>
                    <Text c="dimmed" size="sm">
                      Nada neste período.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Box>
      </Stack>
    </Card>
  );
}

/** Sums rows by a key, in the rows' order (a chart's points per period). */
export function somarPor<T, K extends string>(
  linhas: T[],
  chave: (l: T) => string,
  campos: Record<K, (l: T) => number>,
): ({ chave: string } & Record<K, number>)[] {
  const mapa = new Map<string, { chave: string } & Record<K, number>>();
  for (const l of linhas) {
    const k = chave(l);
    let ponto = mapa.get(k);
    if (!ponto) {
      ponto = { chave: k, ...Object.fromEntries(Object.keys(campos).map((c) => [c, 0])) } as {
        chave: string;
      } & Record<K, number>;
      mapa.set(k, ponto);
    }
    for (const [c, f] of Object.entries(campos) as [K, (l: T) => number][])
      (ponto as Record<K, number>)[c] += f(l);
  }
  return [...mapa.values()];
}
