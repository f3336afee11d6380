import type { TEntregaProduto } from '@aprovei/shared/assinatura/assinatura.schemas';
import { MENSAGENS_PRODUTO, textoEnvios } from '@aprovei/shared/produtos/produtos.rules';
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArquivoButton } from '../../../components/arquivo-button';
import { ROUTES } from '../../../config/paths';
import { formatDate } from '../../../lib/formatters';
import { arquivoProduto, contratacoesQueryOptions } from '../api/assinatura.api';

/** How a bought product is delivered: its file, its open-question sends, or its service's instructions. */
function Entrega({ id, nome, entrega }: { id: number; nome: string; entrega: TEntregaProduto }) {
  switch (entrega.tipo) {
    case 'ARQUIVO':
      return entrega.disponivel ? (
        <Group>
          <ArquivoButton
            carregar={() => arquivoProduto(id)}
            erro={MENSAGENS_PRODUTO.erroBaixar}
            nomeArquivo={entrega.arquivoNome}
            rotuloLink={`Baixar ${entrega.arquivoNome}`}
            carregando="Carregando arquivo…"
            leftSection={<IconDownload size={18} aria-hidden />}
            aria-label={`Baixar PDF: ${nome}`}
            w={{ base: '100%', xs: 'auto' }}
          >
            Baixar PDF
          </ArquivoButton>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Download indisponível: o pedido deste produto foi estornado.
        </Text>
      );
    case 'ENVIOS_QUESTAO_ABERTA':
      return (
        <Text size="sm">
          {textoEnvios(entrega.enviosQuestaoAberta)} ·{' '}
          <Anchor component={Link} to={ROUTES.questaoAberta.path}>
            Ir para Questões abertas
          </Anchor>
        </Text>
      );
    case 'SERVICO':
      return (
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap">
            <IconMail size={16} aria-hidden />
            <Text size="sm" fw={600}>
              Instruções enviadas por e-mail
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {entrega.instrucoes}
          </Text>
        </Stack>
      );
  }
}

/** 'Meus Produtos': each add-on product bought, with its dates, its contract's situation and its delivery. */
export function MeusProdutosCard() {
  const { data, isPending, isError } = useQuery(contratacoesQueryOptions());
  const compras = (data ?? []).flatMap((c) =>
    c.produtoComprado.map((p) => ({ ...p, idContratacao: c.idContratacao, situacao: c.situacaoContratacao })),
  );

  return (
    <Card withBorder component="section" aria-labelledby="meus-produtos-titulo">
      <Title order={3} id="meus-produtos-titulo" mb="sm">
        Meus Produtos
      </Title>
      {isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={20} w="60%" />
          <Skeleton h={16} w="40%" />
        </Stack>
      ) : isError ? (
        <Text c="dimmed">Não foi possível carregar seus produtos agora.</Text>
      ) : compras.length === 0 ? (
        <Text c="dimmed">Você ainda não comprou produtos adicionais.</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {compras.map((p) => (
            <Card key={p.id} withBorder padding="sm" component="li" aria-label={p.nomeProduto}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>{p.nomeProduto}</Text>
                  <Badge variant="dot" color="gray" tt="none">
                    {p.situacao.descricao}
                  </Badge>
                </Group>
                <div>
                  <Text size="sm">Data da contratação: {formatDate(p.dataInicio)}</Text>
                  <Text size="sm">Válido até: {formatDate(p.dataValidadeAssinatura)}</Text>
                </div>
                <Entrega id={p.id} nome={p.nomeProduto} entrega={p.entrega} />
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}
