import {
  APELIDO_CARTAO_MAX,
  type TBandeiraCartao,
  type TCartaoSalvo,
  TEXTOS_CARTAO_CREDITO,
  ZAlterarCartaoBody,
} from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import {
  Badge,
  Button,
  Card,
  Group,
  Image,
  Modal,
  Radio,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirm, showApiError } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import { CartaoFields, imagemBandeira, useCartaoForm } from '../../../components/pagamento/cartao-fields';
import { bandeirasQueryOptions, tokenizarCartao } from '../../../components/pagamento/pagamento.api';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import {
  alterarCartao,
  cartoesQueryOptions,
  criarCartao,
  definirPapelCartao,
  excluirCartao,
} from '../api/cartao-credito.api';
import { assinaturaKeys } from '../api/keys';

/** The section's anchor ('Meu plano' links here when the plan has no card to renew on). */
export const CARTAO_CREDITO_SECAO_ID = 'cartao-credito';

/**
 * 'Cartão de crédito' on 'Dados da conta' (spec doc 1 §2.5, §4, §5, §8): the saved cards with brand and
 * 'FINAL: …', 'Excluir' after the confirmation, 'Definir como principal' when there is more than one,
 * the secondary card, 'Adicionar cartão' and the nickname change. Shown with no card too, so the first
 * card can be added here (the spec hides it then: ADR 009).
 */
export function CartaoCreditoSection(_props: { possuiMeiosPagamento: boolean }) {
  const queryClient = useQueryClient();
  const cartoes = useQuery(cartoesQueryOptions());
  const bandeiras = useQuery(bandeirasQueryOptions());
  // 'Atualizar cartão' on the failed-charge banner opens the form through the address (?cartao=novo).
  const [params, setParams] = useSearchParams();
  const pedido = params.get('cartao') === 'novo';
  const [adicionandoAqui, setAdicionandoAqui] = useState(false);
  const adicionando = adicionandoAqui || pedido;
  const setAdicionando = (aberto: boolean) => {
    setAdicionandoAqui(aberto);
    if (!aberto && pedido) setParams({}, { replace: true });
  };
  const [alterando, setAlterando] = useState<TCartaoSalvo | null>(null);
  useErrorDialog(cartoes.error, TEXTOS_CARTAO_CREDITO.erroBuscar);
  // A failed brands call is shown by its query (meta.erro); 'Adicionar cartão' asks again.
  const abrirAdicionar = async () => {
    if (bandeiras.data || (await bandeiras.refetch()).data) setAdicionando(true);
  };

  // The cards change what the plan promises (its renewal) and may restore a failed renewal: both reload.
  const recarregar = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assinaturaKeys.cartoes() }),
      queryClient.invalidateQueries({ queryKey: assinaturaKeys.ultimasAssinaturas() }),
    ]);
  const lista = cartoes.data ?? [];
  const bandeiraDe = (sigla: string) => bandeiras.data?.find((b) => b.sigla === sigla);

  const definir = async (cartao: TCartaoSalvo, papel: 'principal' | 'secundario') => {
    if (papel === 'principal') {
      // The list changes here at once, then comes back from the server.
      queryClient.setQueryData(assinaturaKeys.cartoes(), (atual: TCartaoSalvo[] | undefined) =>
        atual?.map((c) => ({
          ...c,
          principal: c.idCartao === cartao.idCartao,
          secundario: c.idCartao === cartao.idCartao ? false : c.secundario,
        })),
      );
    }
    try {
      queryClient.setQueryData(assinaturaKeys.cartoes(), await definirPapelCartao(cartao.idCartao, papel));
    } catch (error) {
      await showApiError(error, TEXTOS_CARTAO_CREDITO.erroPrincipalSecundario);
    }
    await recarregar();
  };

  const excluir = async (cartao: TCartaoSalvo) => {
    const sim = await confirm(TEXTOS_CARTAO_CREDITO.exclusaoConfirmacao, {
      title: TEXTOS_CARTAO_CREDITO.exclusaoTitulo,
      danger: true,
    });
    if (!sim) return;
    try {
      await excluirCartao(cartao.idCartao);
    } catch (error) {
      await showApiError(error, TEXTOS_CARTAO_CREDITO.erroExcluir);
    }
    await recarregar();
  };

  return (
    <Card withBorder component="section" id={CARTAO_CREDITO_SECAO_ID} aria-labelledby="cartao-credito-titulo">
      <Group justify="space-between" mb="sm">
        <Title order={3} id="cartao-credito-titulo">
          Cartão de crédito
        </Title>
        <Button
          variant="light"
          onClick={() => void abrirAdicionar()}
          loading={bandeiras.isFetching}
          disabled={bandeiras.isPending && !bandeiras.isFetching}
        >
          Adicionar cartão
        </Button>
      </Group>
      {cartoes.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={20} w="60%" />
          <Skeleton h={20} w="50%" />
        </Stack>
      ) : lista.length === 0 ? (
        <Text c="dimmed">Nenhum cartão cadastrado.</Text>
      ) : (
        <Radio.Group
          value={String(lista.find((c) => c.principal)?.idCartao ?? '')}
          onChange={(id) => {
            const cartao = lista.find((c) => String(c.idCartao) === id);
            if (cartao) void definir(cartao, 'principal');
          }}
        >
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {lista.map((cartao) => {
              const bandeira = bandeiraDe(cartao.bandeira);
              return (
                <Card
                  key={cartao.idCartao}
                  withBorder
                  padding="sm"
                  component="li"
                  aria-label={`${cartao.apelido} FINAL: ${cartao.ultimosQuatroDigitos}`}
                >
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Group gap="sm" wrap="nowrap">
                      {bandeira && (
                        <Image
                          src={imagemBandeira(bandeira)}
                          alt={bandeira.nome}
                          w={40}
                          h={25}
                          fit="contain"
                        />
                      )}
                      <div>
                        <Text fw={600}>FINAL: {cartao.ultimosQuatroDigitos}</Text>
                        <Text size="sm" c="dimmed">
                          {cartao.apelido} · {bandeira?.nome ?? cartao.bandeira} · {cartao.mesValidade}/
                          {cartao.anoValidade}
                        </Text>
                      </div>
                      {cartao.principal && <Badge variant="light">Principal</Badge>}
                      {cartao.secundario && (
                        <Badge variant="light" color="gray">
                          Secundário
                        </Badge>
                      )}
                    </Group>
                    <Group gap="xs">
                      {lista.length > 1 && (
                        <Radio value={String(cartao.idCartao)} label="Definir como principal" />
                      )}
                      {lista.length > 1 && !cartao.principal && !cartao.secundario && (
                        <Button size="xs" variant="subtle" onClick={() => void definir(cartao, 'secundario')}>
                          Definir como secundário
                        </Button>
                      )}
                      <Button size="xs" variant="subtle" onClick={() => setAlterando(cartao)}>
                        Alterar
                      </Button>
                      <Button size="xs" variant="subtle" color="red" onClick={() => void excluir(cartao)}>
                        Excluir
                      </Button>
                    </Group>
                  </Group>
                </Card>
              );
            })}
          </Stack>
        </Radio.Group>
      )}
      <Modal
        opened={adicionando}
        onClose={() => setAdicionando(false)}
        title="Adicionar cartão"
        size="lg"
        centered
      >
        {bandeiras.data && (
          <AdicionarCartaoForm
            bandeiras={bandeiras.data}
            onAdicionado={async () => {
              setAdicionando(false);
              await recarregar();
            }}
          />
        )}
      </Modal>
      <Modal opened={alterando !== null} onClose={() => setAlterando(null)} title="Alterar cartão" centered>
        {alterando && (
          <AlterarApelidoForm
            cartao={alterando}
            onAlterado={async () => {
              setAlterando(null);
              await recarregar();
            }}
          />
        )}
      </Modal>
    </Card>
  );
}

/** The add modal: every rule of spec §5 must hold before 'Adicionar' is enabled. */
function AdicionarCartaoForm({
  bandeiras,
  onAdicionado,
}: {
  bandeiras: TBandeiraCartao[];
  onAdicionado: () => Promise<void>;
}) {
  const form = useCartaoForm(bandeiras);
  const enviar = form.onSubmit(async (cartao) => {
    try {
      await criarCartao(await tokenizarCartao(cartao));
      await onAdicionado();
    } catch (error) {
      if (!applyServerErrors(form, error)) await showApiError(error, TEXTOS_CARTAO_CREDITO.erroAdicionar);
    }
  });
  return (
    <form onSubmit={enviar} noValidate>
      <CartaoFields form={form} bandeiras={bandeiras} />
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={form.submitting} disabled={!form.isValid()}>
          Adicionar
        </Button>
      </Group>
    </form>
  );
}

/** The change modal: only the nickname; Salvar only when it is non-empty and different. */
function AlterarApelidoForm({
  cartao,
  onAlterado,
}: {
  cartao: TCartaoSalvo;
  onAlterado: () => Promise<void>;
}) {
  const form = useZodForm(ZAlterarCartaoBody, {
    initialValues: { idCartao: cartao.idCartao, apelido: cartao.apelido },
  });
  const apelido = form.getValues().apelido.trim();
  const enviar = form.onSubmit(async (body) => {
    try {
      await alterarCartao(body);
      await onAlterado();
    } catch (error) {
      if (!applyServerErrors(form, error)) await showApiError(error);
    }
  });
  return (
    <form onSubmit={enviar} noValidate>
      <TextInput
        label={TEXTOS_CARTAO_CREDITO.rotuloApelido}
        required
        maxLength={APELIDO_CARTAO_MAX}
        data-autofocus
        {...form.getInputProps('apelido')}
      />
      <Group justify="flex-end" mt="lg">
        <Button
          type="submit"
          loading={form.submitting}
          disabled={apelido === '' || apelido === cartao.apelido.trim()}
        >
          Salvar
        </Button>
      </Group>
    </form>
  );
}
