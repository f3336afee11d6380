import { MENSAGENS_CUPOM } from '@aprovei/shared/assinatura/cupom.rules';
import { textoParcela } from '@aprovei/shared/assinatura/parcelas.rules';
import type { MetodoPagamento } from '@aprovei/shared/assinatura/situacao';
import {
  TEXTOS_CARTAO_CREDITO,
  type TFormularioCartao,
  ZEnderecoBody,
} from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { MENSAGENS_CHECKOUT, type TPagamentoResposta } from '@aprovei/shared/checkout/checkout.schemas';
import { centavosParaReais, reaisParaCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { MENSAGENS_EBOOK, parcelasEbook } from '@aprovei/shared/ebook/ebook.rules';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  Radio,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { Captcha } from '../../../components/captcha';
import { showApiError, showError } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import { CartaoFields, useCartaoForm } from '../../../components/pagamento/cartao-fields';
import { EnderecoFields, enderecoVazio } from '../../../components/pagamento/endereco-fields';
import { bandeirasQueryOptions, tokenizarCartao } from '../../../components/pagamento/pagamento.api';
import { formatMoney } from '../../../lib/formatters';
import { useZodForm } from '../../../lib/forms';
import {
  aplicarCupom,
  aplicarCupomEbook,
  cadastrarEndereco,
  ebooksCheckoutQueryOptions,
  parcelasEbookQueryOptions,
  parcelasQueryOptions,
  planoQueryOptions,
  produtosCheckoutQueryOptions,
  realizarAssinaturaPlano,
  realizarContratacaoEbook,
} from '../api/assinatura.api';
import { cartoesSalvosQueryOptions } from '../api/cartao-credito.api';
import { assinaturaKeys } from '../api/keys';
import { PixPedido } from './pix-pedido';
import { VerContratoButton } from './ver-contrato-button';

/** Texts of the plan checkout (spec doc 2 §2, §4, §8). */
export const TEXTOS_CHECKOUT = {
  titulo: 'Pagamento do plano',
  tituloEbooks: 'Pagamento do(s) eBook(s)',
  formaPagamento: 'Forma de pagamento',
  cartao: 'Cartão de crédito',
  pix: 'PIX',
  cupom: 'Cupom Desconto',
  produtos: 'Oportunidade, aproveite e leve também!',
  adicionarProduto: 'Adicionar produto',
  detalhes: 'Detalhes da compra',
  total: 'Total',
  parcelas: 'Parcelas',
  contrato: 'Li e aceito os termos do contrato',
  finalizar: 'Finalizar',
  erroPlano: 'Erro ao recuperar planos!. Tente novamente mais tarde.',
  enderecoTitulo: 'Endereço',
} as const;

/** The spec's 'new card' option of the saved cards list (idCartao '0'). */
const NOVO_CARTAO = '0';

/** The anonymous buyer's address when paying by Pix (by card it comes with the card). */
const ZEnderecoPix = z.object({ endereco: ZEnderecoBody });

/** What is bought: a plan, or e-books (the address's `idPlano` null), priced by the server from their ids. */
export type CompraCheckout = { tipo: 'plano'; idPlano: number } | { tipo: 'ebooks'; idEbooks: number[] };

/** A coupon applied, as the summary shows it (plan or e-books). */
interface CupomAplicado {
  cupom: string;
  valorDesconto: number;
  valorComDesconto: number;
}

export interface CheckoutPlanoProps {
  idPlano: number;
  /** The buyer's CPF (the session's): coupons need it. */
  cpf: string | null;
  /** The anonymous variant (just registered): the address is registered before paying. */
  anonimo?: boolean;
  /** The purchase is paid: by card at once, by Pix when the order screen hears so. */
  onPago: (metodo: MetodoPagamento) => void;
}

/** The plan checkout. */
export function CheckoutPlano({ idPlano, ...props }: CheckoutPlanoProps) {
  return <Checkout compra={{ tipo: 'plano', idPlano }} {...props} />;
}

/**
 * The checkout of a plan or of e-books (spec doc 2 §2 Plan checkout, §4 Checkout): summary, payment type, card form,
 * 'Cupom Desconto', add-on products, instalments, purchase details and total, captcha, contract and
 * 'Finalizar' — disabled until the contract is accepted (plans) and the captcha passed, and guarded against a
 * double click (one idempotency key per attempt: a repeated submission charges once). E-books have no
 * products nor contract; their instalments are 1..N of the server's count. Every amount shown comes from
 * the server, which recomputes them all on purchase.
 */
export function Checkout({
  compra,
  cpf,
  anonimo = false,
  onPago: aoPagar,
}: Omit<CheckoutPlanoProps, 'idPlano'> & { compra: CompraCheckout }) {
  const queryClient = useQueryClient();
  /** Paid: e-books now owned make the store's and my e-books' lists stale; a new card that paid is kept. */
  const onPago = (metodo: MetodoPagamento) => {
    void queryClient.invalidateQueries({ queryKey: assinaturaKeys.cartoesAfetados });
    if (compra.tipo === 'ebooks')
      void queryClient.invalidateQueries({ queryKey: assinaturaKeys.ebooksAfetados });
    aoPagar(metodo);
  };
  const idPlano = compra.tipo === 'plano' ? compra.idPlano : 0;
  const idEbooks = compra.tipo === 'ebooks' ? compra.idEbooks : null;
  const plano = useQuery({ ...planoQueryOptions(idPlano), enabled: compra.tipo === 'plano' });
  const produtos = useQuery({ ...produtosCheckoutQueryOptions(idPlano), enabled: compra.tipo === 'plano' });
  const ebooks = useQuery({ ...ebooksCheckoutQueryOptions(idEbooks ?? []), enabled: idEbooks !== null });
  const [metodo, setMetodo] = useState<MetodoPagamento | null>(null);
  const bandeiras = useQuery({ ...bandeirasQueryOptions(), enabled: metodo === 'CARTAO_CREDITO' });
  const cartaoForm = useCartaoForm(bandeiras.data ?? []);
  // The anonymous buyer has just registered: no saved cards to offer.
  const salvos = useQuery({
    ...cartoesSalvosQueryOptions(),
    enabled: metodo === 'CARTAO_CREDITO' && !anonimo,
  });
  /** The saved card chosen, or NOVO_CARTAO ('0', the spec's 'new card' option). */
  const [idCartao, setIdCartao] = useState<string | null>(null);
  const principal = salvos.data?.find((c) => c.principal) ?? salvos.data?.[0];
  const cartaoEscolhido = idCartao ?? (principal ? String(principal.idCartao) : NOVO_CARTAO);
  const cartaoNovo = anonimo || cartaoEscolhido === NOVO_CARTAO;
  const enderecoForm = useZodForm(ZEnderecoPix, { initialValues: { endereco: enderecoVazio() } });
  const [cupomTexto, setCupomTexto] = useState('');
  const [cupom, setCupom] = useState<CupomAplicado | null>(null);
  const [aplicandoCupom, setAplicandoCupom] = useState(false);
  const [selecionados, setSelecionados] = useState<number[]>([]);
  const [qtdParcelas, setQtdParcelas] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaVersao, setCaptchaVersao] = useState(0);
  const [aceite, setAceite] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const enviandoRef = useRef(false);
  const chave = useRef(crypto.randomUUID());
  const [pix, setPix] = useState<TPagamentoResposta | null>(null);

  useErrorDialog(plano.error, TEXTOS_CHECKOUT.erroPlano);
  useErrorDialog(produtos.error, MENSAGENS_CHECKOUT.erroProdutos);
  useErrorDialog(ebooks.error, MENSAGENS_EBOOK.erroListar);
  useErrorDialog(salvos.error, TEXTOS_CARTAO_CREDITO.erroListarSalvos);

  // A card used once needs no nickname: the checkout names it for the gateway.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once.
  useEffect(() => cartaoForm.setFieldValue('apelido', 'Cartão da compra'), []);

  const somaEbooksCentavos = (ebooks.data ?? []).reduce((s, e) => s + reaisParaCentavos(e.valor), 0);
  const valorPlano =
    cupom?.valorComDesconto ??
    (compra.tipo === 'plano' ? (plano.data?.valorIntegralPlano ?? 0) : centavosParaReais(somaEbooksCentavos));
  const escolhidos = (produtos.data ?? []).filter((p) => selecionados.includes(p.id));
  const totalCentavos =
    reaisParaCentavos(valorPlano) + escolhidos.reduce((s, p) => s + reaisParaCentavos(p.valor), 0);
  const parcelas = useQuery({
    ...parcelasQueryOptions(idPlano, totalCentavos, cupom?.cupom ?? null, cpf),
    enabled: compra.tipo === 'plano' && metodo === 'CARTAO_CREDITO' && plano.isSuccess && totalCentavos > 0,
  });
  const parcelasEbooks = useQuery({
    ...parcelasEbookQueryOptions(totalCentavos),
    enabled: compra.tipo === 'ebooks' && metodo === 'CARTAO_CREDITO' && ebooks.isSuccess && totalCentavos > 0,
  });
  useErrorDialog(parcelasEbooks.error, MENSAGENS_EBOOK.erroParcelas);
  const opcoes =
    compra.tipo === 'plano'
      ? (parcelas.data ?? [])
      : parcelasEbooks.data
        ? parcelasEbook(totalCentavos, parcelasEbooks.data).map((o) => ({
            qtdParcela: o.qtdParcela,
            valorParcelado: centavosParaReais(o.valorParcelaCentavos),
          }))
        : [];
  const unica = opcoes.length === 1 ? String(opcoes[0]!.qtdParcela) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the options only.
  useEffect(() => {
    if (unica) setQtdParcelas(unica);
    else if (qtdParcelas && !opcoes.some((o) => String(o.qtdParcela) === qtdParcelas)) setQtdParcelas(null);
  }, [unica, opcoes.length]);

  /** A failure reloads the plan, drops the coupon and opens a new attempt (spec doc 2 §4). */
  const recarregar = () => {
    setCupom(null);
    chave.current = crypto.randomUUID();
    setCaptcha(null);
    setCaptchaVersao((v) => v + 1);
    void queryClient.invalidateQueries({
      queryKey: idEbooks ? assinaturaKeys.ebooks(idEbooks.join(',')) : assinaturaKeys.plano(idPlano),
    });
  };

  const onAplicarCupom = async () => {
    if (!cpf) {
      void showError(MENSAGENS_CUPOM.cpfAusente);
      return;
    }
    setAplicandoCupom(true);
    try {
      if (idEbooks) {
        const r = await aplicarCupomEbook({ cupom: cupomTexto, idEbooks: idEbooks.join(','), cpf });
        setCupom({
          cupom: r.cupom,
          valorDesconto: r.valorDesconto,
          valorComDesconto: r.valorTotalComDesconto,
        });
      } else {
        const r = await aplicarCupom({ cupom: cupomTexto, idPlano: String(idPlano), cpf });
        setCupom({
          cupom: r.cupom,
          valorDesconto: r.valorDesconto,
          valorComDesconto: r.valorPlanoComDesconto,
        });
      }
    } catch (error) {
      await showApiError(error, MENSAGENS_CUPOM.falha);
      recarregar();
    } finally {
      setAplicandoCupom(false);
    }
  };

  const pagar = async (cartao: TFormularioCartao | null, endereco: z.output<typeof ZEnderecoPix> | null) => {
    if (enviandoRef.current || !metodo) return;
    enviandoRef.current = true;
    setEnviando(true);
    try {
      const enderecoBody = anonimo ? (cartao?.endereco ?? endereco?.endereco) : undefined;
      if (enderecoBody) {
        try {
          await cadastrarEndereco(enderecoBody);
        } catch (error) {
          await showApiError(error, MENSAGENS_CHECKOUT.erroEndereco);
          return;
        }
      }
      const pagamento = {
        chaveIdempotencia: chave.current,
        metodoPagamento: metodo,
        cartao: cartao ? await tokenizarCartao(cartao) : null,
        idCartao: metodo === 'CARTAO_CREDITO' && !cartao ? Number(cartaoEscolhido) : null,
        qtdParcelas: metodo === 'PIX' ? 1 : Number(qtdParcelas),
        cupomDesconto: cupom?.cupom ?? null,
        captcha,
      };
      const resposta = idEbooks
        ? await realizarContratacaoEbook({ ...pagamento, idEbooks })
        : await realizarAssinaturaPlano({
            ...pagamento,
            idPlano,
            produtosForaDoPlano: selecionados,
            aceiteContrato: true,
          });
      // The coupon and the card data are cleared once submitted.
      setCupom(null);
      setCupomTexto('');
      cartaoForm.reset();
      if (resposta.tipoTransacao === 'PIX') setPix(resposta);
      else onPago('CARTAO_CREDITO');
    } catch (error) {
      await (metodo === 'PIX'
        ? showApiError(error, MENSAGENS_CHECKOUT.erroQrCode)
        : showApiError(error, idEbooks ? MENSAGENS_EBOOK.erroCompra : undefined));
      recarregar();
    } finally {
      enviandoRef.current = false;
      setEnviando(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (metodo === 'CARTAO_CREDITO' && cartaoNovo) {
      return cartaoForm.onSubmit((cartao) => pagar(cartao, null))(event);
    }
    if (anonimo) return enderecoForm.onSubmit((endereco) => pagar(null, endereco))(event);
    event.preventDefault();
    void pagar(null, null);
  };

  if (pix) return <PixPedido pix={pix} onPago={() => onPago('PIX')} />;
  const carregando = compra.tipo === 'plano' ? plano.isPending : ebooks.isPending;
  if (carregando) return <Skeleton h={420} radius="md" />;
  const p = plano.data;
  const itensEbook = ebooks.data ?? [];
  if (compra.tipo === 'plano' ? !p : itensEbook.length === 0) return null;
  const jaAdquirido = itensEbook.some((e) => e.adquirido);
  const precoOriginal = p && (p.possuiDesconto || cupom) ? p.valorIntegralPlanoOriginal : null;
  const podeFinalizar =
    (compra.tipo === 'ebooks' ? !jaAdquirido : aceite) &&
    captcha !== null &&
    metodo !== null &&
    (metodo === 'PIX' || qtdParcelas !== null) &&
    !enviando;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={760} mx="auto">
        <Title order={2}>{p ? TEXTOS_CHECKOUT.titulo : TEXTOS_CHECKOUT.tituloEbooks}</Title>
        {p ? (
          <Paper withBorder p="md" radius="md">
            <Text fw={700} size="lg">
              {p.nomePlano}
            </Text>
            <Text c="dimmed">
              {p.planoParcelado.length > 1
                ? `${textoParcela(p.planoParcelado.at(-1)!.qtdParcela, reaisParaCentavos(p.planoParcelado.at(-1)!.valorParcelado))} ou ${formatMoney(p.valorIntegralPlano)} à vista`
                : `${formatMoney(p.valorIntegralPlano)} à vista`}
            </Text>
          </Paper>
        ) : (
          <Paper withBorder p="md" radius="md">
            <Stack gap={4}>
              {itensEbook.map((e) => (
                <Text key={e.id} fw={700}>
                  {e.nome}
                </Text>
              ))}
              <Text c="dimmed">{formatMoney(centavosParaReais(somaEbooksCentavos))} à vista</Text>
            </Stack>
          </Paper>
        )}
        {jaAdquirido && (
          <Alert color="yellow" role="alert">
            {MENSAGENS_EBOOK.jaAdquirido}
          </Alert>
        )}

        <Radio.Group
          label={TEXTOS_CHECKOUT.formaPagamento}
          required
          value={metodo}
          onChange={(v) => setMetodo(v as MetodoPagamento)}
        >
          <Group mt="xs">
            <Radio value="CARTAO_CREDITO" label={TEXTOS_CHECKOUT.cartao} />
            <Radio value="PIX" label={TEXTOS_CHECKOUT.pix} />
          </Group>
        </Radio.Group>

        {metodo === 'CARTAO_CREDITO' && !anonimo && (salvos.data?.length ?? 0) > 0 && (
          <Radio.Group label="Cartões salvos" value={cartaoEscolhido} onChange={setIdCartao}>
            <Stack gap="xs" mt="xs">
              {salvos.data!.map((c) => (
                <Radio
                  key={c.idCartao}
                  value={String(c.idCartao)}
                  label={`${c.bandeira} FINAL: ${c.ultimosQuatroDigitos}${c.apelido ? ` (${c.apelido})` : ''}`}
                />
              ))}
              <Radio value={NOVO_CARTAO} label="Novo cartão" />
            </Stack>
          </Radio.Group>
        )}
        {metodo === 'CARTAO_CREDITO' && cartaoNovo && bandeiras.data && (
          <Paper withBorder p="md" radius="md">
            <CartaoFields form={cartaoForm} bandeiras={bandeiras.data} comApelido={false} />
          </Paper>
        )}
        {metodo === 'PIX' && anonimo && (
          <Paper withBorder p="md" radius="md">
            <Text fw={600} mb="xs">
              {TEXTOS_CHECKOUT.enderecoTitulo}
            </Text>
            <EnderecoFields form={enderecoForm} />
          </Paper>
        )}

        {!cupom && (
          <Group align="flex-end" gap="xs">
            <TextInput
              label={TEXTOS_CHECKOUT.cupom}
              value={cupomTexto}
              maxLength={25}
              onChange={(e) => setCupomTexto(e.currentTarget.value.toLocaleUpperCase('pt-BR'))}
              style={{ flex: 1 }}
            />
            <Button
              variant="light"
              onClick={onAplicarCupom}
              loading={aplicandoCupom}
              disabled={cupomTexto.trim() === ''}
            >
              OK
            </Button>
          </Group>
        )}

        {(produtos.data?.length ?? 0) > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h4">
              {TEXTOS_CHECKOUT.produtos}
            </Title>
            {produtos.data!.map((produto) => (
              <Paper key={produto.id} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={600}>{produto.nome}</Text>
                    <Text size="sm" c="dimmed">
                      {produto.descricao}
                    </Text>
                    <Text size="sm">{formatMoney(produto.valor)}</Text>
                  </div>
                  <Checkbox
                    label={TEXTOS_CHECKOUT.adicionarProduto}
                    checked={selecionados.includes(produto.id)}
                    onChange={(e) => {
                      const marcado = e.currentTarget.checked;
                      setSelecionados((atual) =>
                        marcado ? [...atual, produto.id] : atual.filter((id) => id !== produto.id),
                      );
                    }}
                  />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}

        {metodo === 'CARTAO_CREDITO' && (
          <Select
            label={TEXTOS_CHECKOUT.parcelas}
            required
            placeholder="Escolha o número de parcelas"
            data={opcoes.map((o) => ({
              value: String(o.qtdParcela),
              label: textoParcela(o.qtdParcela, reaisParaCentavos(o.valorParcelado)),
            }))}
            value={qtdParcelas}
            onChange={setQtdParcelas}
            disabled={compra.tipo === 'plano' ? parcelas.isPending : parcelasEbooks.isPending}
          />
        )}

        <Paper withBorder p="md" radius="md">
          <Text fw={700} mb="xs">
            {TEXTOS_CHECKOUT.detalhes}
          </Text>
          {itensEbook.map((e) => (
            <Group key={e.id} justify="space-between">
              <Text>{e.nome}</Text>
              <Text>{formatMoney(e.valor)}</Text>
            </Group>
          ))}
          {p && (
            <Group justify="space-between">
              <Text>{p.nomePlano}</Text>
              <Group gap="xs">
                {precoOriginal !== null && (
                  <Text
                    td="line-through"
                    c="dimmed"
                    aria-label={`Preço sem desconto ${formatMoney(precoOriginal)}`}
                  >
                    {formatMoney(precoOriginal)}
                  </Text>
                )}
                <Text>{formatMoney(valorPlano)}</Text>
              </Group>
            </Group>
          )}
          {cupom && (
            <Text size="sm" c="teal.9">
              Cupom {cupom.cupom}: - {formatMoney(cupom.valorDesconto)}
            </Text>
          )}
          {escolhidos.map((produto) => (
            <Group key={produto.id} justify="space-between">
              <Text>{produto.nome}</Text>
              <Text>{formatMoney(produto.valor)}</Text>
            </Group>
          ))}
          <Divider my="xs" />
          <Group justify="space-between">
            <Text fw={700}>{TEXTOS_CHECKOUT.total}</Text>
            <Text fw={700} data-testid="total">
              {formatMoney(totalCentavos / 100)}
            </Text>
          </Group>
        </Paper>

        <Captcha key={captchaVersao} onChange={setCaptcha} />
        {p && (
          <Group gap="sm" wrap="wrap">
            <Checkbox
              label={TEXTOS_CHECKOUT.contrato}
              checked={aceite}
              onChange={(e) => setAceite(e.currentTarget.checked)}
            />
            <VerContratoButton idPlano={idPlano} enare={p.planoEnare} />
          </Group>
        )}
        {metodo === 'PIX' && p && (
          <Alert color="gray" variant="light">
            O pagamento por PIX é feito à vista e o plano não é renovado automaticamente.
          </Alert>
        )}
        <Button type="submit" size="md" disabled={!podeFinalizar} loading={enviando}>
          {TEXTOS_CHECKOUT.finalizar}
        </Button>
      </Stack>
    </form>
  );
}
