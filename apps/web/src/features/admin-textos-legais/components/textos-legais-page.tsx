import {
  NOME_POLITICA,
  TIPOS_POLITICA,
  type TipoPolitica,
  type TVersaoLinha,
} from '@aprovei/shared/politica/politica.schemas';
import { Badge, Button, Loader, Modal, SegmentedControl, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { SafeHtml } from '../../../components/safe-html';
import { formatDate } from '../../../lib/formatters';
import {
  adminTextosLegaisKeys,
  versaoQueryOptions,
  versoesQueryOptions,
} from '../api/admin-textos-legais.api';
import { NovaVersaoForm } from './nova-versao-form';

/** One published version, read-only (as written: the company's marks not filled in). */
function VersaoLida({ id }: { id: number }) {
  const versao = useQuery(versaoQueryOptions(id));
  if (!versao.data) return <Loader size="sm" aria-label="Carregando" />;
  return <SafeHtml html={versao.data.texto} />;
}

/** The form of a new version, starting from the current text. */
function NovaVersao({
  tipo,
  vigente,
  onFechar,
}: {
  tipo: TipoPolitica;
  vigente: number;
  onFechar: () => void;
}) {
  const atual = useQuery(versaoQueryOptions(vigente));
  const queryClient = useQueryClient();
  if (!atual.data) return <Loader size="sm" aria-label="Carregando" />;
  return (
    <NovaVersaoForm
      tipo={tipo}
      textoAtual={atual.data.texto}
      onCancelar={onFechar}
      onPublicada={async () => {
        onFechar();
        await queryClient.invalidateQueries({ queryKey: adminTextosLegaisKeys.all });
      }}
    />
  );
}

/** The terms of use and the privacy policy: their versions, how many accepted each, and a new version. */
export function TextosLegaisPage() {
  const [tipo, setTipo] = useState<TipoPolitica>('TERMO_DE_USO');
  const [aberto, setAberto] = useState<'nova' | TVersaoLinha | null>(null);
  const lista = useQuery(versoesQueryOptions(tipo));
  const vigente = lista.data?.linhas.find((l) => l.vigente);

  return (
    <PaginaAdmin
      titulo="Textos legais"
      descricao="Cada publicação é uma nova versão: as anteriores ficam guardadas, e quem já tem conta precisa aceitar a nova para continuar."
      acoes={
        <Button onClick={() => setAberto('nova')} disabled={!vigente}>
          Nova versão
        </Button>
      }
    >
      <SegmentedControl
        aria-label="Texto"
        value={tipo}
        onChange={(v) => setTipo(v as TipoPolitica)}
        data={TIPOS_POLITICA.map((t) => ({ value: t, label: NOME_POLITICA[t] }))}
      />
      {lista.isPending ? (
        <Loader size="sm" aria-label="Carregando" />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Versão</Table.Th>
                <Table.Th>Publicada em</Table.Th>
                <Table.Th>O que mudou</Table.Th>
                <Table.Th ta="right">Aceites</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lista.data?.linhas.map((v) => (
                <Table.Tr key={v.id}>
                  <Table.Td>
                    <Button variant="subtle" size="compact-sm" onClick={() => setAberto(v)}>
                      Versão {v.versao}
                    </Button>
                    {v.vigente && (
                      <Badge ml="xs" color="green" variant="light">
                        Vigente
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(v.publicadaEm)}</Table.Td>
                  <Table.Td>{v.resumo ?? <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td ta="right">{v.aceites.toLocaleString('pt-BR')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={aberto !== null}
        onClose={() => setAberto(null)}
        title={
          aberto === 'nova'
            ? `Nova versão dos ${NOME_POLITICA[tipo]}`
            : `${NOME_POLITICA[tipo]} — versão ${aberto?.versao ?? ''}`
        }
        size="xl"
      >
        {aberto === 'nova' && vigente && (
          <NovaVersao tipo={tipo} vigente={vigente.id} onFechar={() => setAberto(null)} />
        )}
        {aberto !== null && aberto !== 'nova' && <VersaoLida id={aberto.id} />}
      </Modal>
    </PaginaAdmin>
  );
}
