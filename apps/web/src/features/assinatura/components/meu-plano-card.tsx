import {
  AVISO_PIX_SEM_RENOVACAO,
  AVISO_SEM_CARTAO_RENOVACAO,
  mostraAcessoCompletoAte,
  mostraAvisoPix,
  mostraAvisoSemCartao,
  mostraDesistencia,
  mostraRenovacao,
  rotuloCancelamento,
} from '@aprovei/shared/assinatura/assinatura.rules';
import type { TContratoPlano } from '@aprovei/shared/assinatura/assinatura.schemas';
import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import {
  type TPrevisaoReembolso,
  textoReembolso,
  textoReembolsoFeito,
} from '@aprovei/shared/checkout/pedidos.schemas';
import { Anchor, Badge, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { confirm, showApiError, showSuccess } from '../../../components/dialogs';
import { PLANOS_SECTION_ID } from '../../../config/paths';
import { formatDate, formatMoney } from '../../../lib/formatters';
import { usePlataforma } from '../../../lib/plataforma';
import {
  CONFIRMAR_CANCELAMENTO,
  cancelarAssinatura,
  ERRO_CANCELAR_ASSINATURA,
  ultimaAssinaturaQueryOptions,
} from '../api/assinatura.api';
import { assinaturaKeys } from '../api/keys';
import { previsaoReembolsoQueryOptions } from '../api/pedidos.api';
import { CARTAO_CREDITO_SECAO_ID } from './cartao-credito-section';
import { VerContratoButton } from './ver-contrato-button';

function corSituacao(codigo: number): string {
  switch (codigo) {
    case SITUACAO_CONTRATACAO.ATIVA:
    case SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO:
      return 'green';
    case SITUACAO_CONTRATACAO.FALHA_COBRANCA:
      return 'red';
    case SITUACAO_CONTRATACAO.RENOVACAO_CANCELADA:
      return 'yellow';
    default:
      return 'gray';
  }
}

function Situacao({ situacao }: { situacao: { codigo: number; descricao: string } }) {
  return (
    <Text size="sm">
      Situação:{' '}
      <Badge variant="dot" color={corSituacao(situacao.codigo)} component="span" tt="none">
        {situacao.descricao}
      </Badge>
    </Text>
  );
}

/** 'Meu plano' (spec doc 1 §2.5, §4): the latest contract of the current platform and its cancellation. */
export function MeuPlanoCard() {
  const plataforma = usePlataforma();
  const queryClient = useQueryClient();
  const { data: contrato, isPending, isError, error } = useQuery(ultimaAssinaturaQueryOptions(plataforma));

  useEffect(() => {
    // A failed plan lookup is only logged (spec doc 1 §8).
    if (isError) console.warn('Erro ao carregar o plano do usuário.', error);
  }, [isError, error]);

  const cancelar = useMutation({
    mutationFn: ({ id }: { id: number; reembolso: TPrevisaoReembolso }) => cancelarAssinatura(id),
    onSuccess: (atualizado, { reembolso }) => {
      // The contract shown is replaced by the answer, and it is no longer active.
      const exibido: TContratoPlano = { ...atualizado, ativo: false };
      queryClient.setQueryData(assinaturaKeys.ultimaAssinatura(plataforma), exibido);
      void queryClient.invalidateQueries({ queryKey: assinaturaKeys.acessoAfetado });
      void queryClient.invalidateQueries({ queryKey: assinaturaKeys.contratacoes() });
      void queryClient.invalidateQueries({ queryKey: assinaturaKeys.todosMeusPedidos() });
      if (reembolso)
        void showSuccess(textoReembolsoFeito(formatMoney(reembolso.valor), reembolso.metodoPagamento));
    },
    onError: (e) => void showApiError(e, ERRO_CANCELAR_ASSINATURA),
  });

  const pedirCancelamento = async (c: TContratoPlano) => {
    // Within the 7 days the dialog says how much comes back and when (without it, the spec's question alone).
    const reembolso =
      c.situacaoContratacao.codigo === SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO
        ? await queryClient.fetchQuery(previsaoReembolsoQueryOptions(c.id)).catch(() => null)
        : null;
    const pergunta = reembolso
      ? [CONFIRMAR_CANCELAMENTO, textoReembolso(formatMoney(reembolso.valor), reembolso.metodoPagamento)]
      : CONFIRMAR_CANCELAMENTO;
    if (await confirm(pergunta, { danger: true })) cancelar.mutate({ id: c.id, reembolso });
  };

  const botaoCancelar = contrato && (
    <Anchor
      component="button"
      type="button"
      size="sm"
      c="red.9"
      onClick={() => void pedirCancelamento(contrato)}
      disabled={cancelar.isPending}
    >
      {rotuloCancelamento(contrato.situacaoContratacao.codigo)}
    </Anchor>
  );

  return (
    <Card withBorder component="section" aria-labelledby="meu-plano-titulo">
      <Title order={3} id="meu-plano-titulo" mb="sm">
        Meu plano
      </Title>
      {isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={22} w="50%" />
          <Skeleton h={16} w="80%" />
          <Skeleton h={16} w="40%" />
        </Stack>
      ) : isError ? (
        <Text c="dimmed">Não foi possível carregar seu plano agora.</Text>
      ) : !contrato ? (
        <Stack gap="xs" align="flex-start">
          <Text>Você ainda não tem um plano nesta plataforma.</Text>
          <Anchor component={Link} to={`/#${PLANOS_SECTION_ID}`}>
            Conheça os planos
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text fw={700} size="lg">
            {contrato.planoAtual.nomePlano}
          </Text>
          <Text c="dimmed" size="sm">
            {contrato.planoAtual.descricao}
          </Text>
          <Text size="sm">Data da assinatura: {formatDate(contrato.dataInicio)}</Text>
          <Situacao situacao={contrato.situacaoContratacao} />
          {mostraRenovacao(contrato) ? (
            <Group gap="xs" wrap="wrap">
              <Text size="sm">Renovação automática em {formatDate(contrato.dataValidadeAssinatura)}</Text>
              {botaoCancelar}
            </Group>
          ) : mostraAcessoCompletoAte(contrato) ? (
            <Text size="sm">Acesso completo até {formatDate(contrato.dataValidadeAssinatura)}</Text>
          ) : null}
          {mostraAvisoPix(contrato) && (
            <Text size="sm" c="dimmed">
              {AVISO_PIX_SEM_RENOVACAO}
            </Text>
          )}
          {mostraAvisoSemCartao(contrato) && (
            <Text size="sm" c="dimmed">
              {AVISO_SEM_CARTAO_RENOVACAO}{' '}
              <Anchor href={`#${CARTAO_CREDITO_SECAO_ID}`} size="sm">
                Ir para Cartão de crédito
              </Anchor>
            </Text>
          )}
          {mostraDesistencia(contrato) && <Group>{botaoCancelar}</Group>}
          <Group mt="xs">
            <VerContratoButton idPlano={contrato.planoAtual.id} />
          </Group>

          {contrato.contratacaoPlanoEnare && (
            <>
              <Divider my="sm" />
              <Title order={4} id="plano-enare-titulo">
                Plano de simulados nacionais
              </Title>
              <Stack gap="xs" aria-labelledby="plano-enare-titulo">
                <Text fw={600}>{contrato.contratacaoPlanoEnare.planoAtual.nomePlano}</Text>
                <Text c="dimmed" size="sm">
                  {contrato.contratacaoPlanoEnare.planoAtual.descricao}
                </Text>
                <Text size="sm">
                  Data da assinatura: {formatDate(contrato.contratacaoPlanoEnare.dataInicio)}
                </Text>
                <Situacao situacao={contrato.contratacaoPlanoEnare.situacaoContratacao} />
                <Group mt="xs">
                  <VerContratoButton idPlano={contrato.contratacaoPlanoEnare.planoAtual.id} enare />
                </Group>
              </Stack>
            </>
          )}
        </Stack>
      )}
    </Card>
  );
}
