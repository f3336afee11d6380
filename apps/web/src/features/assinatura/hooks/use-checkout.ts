import { MENSAGENS_CUPOM } from '@aprovei/shared/assinatura/cupom.rules';
import type { MetodoPagamento } from '@aprovei/shared/assinatura/situacao';
import {
  TEXTOS_CARTAO_CREDITO,
  type TFormularioCartao,
} from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { MENSAGENS_CHECKOUT, type TPagamentoResposta } from '@aprovei/shared/checkout/checkout.schemas';
import { type TCheckoutForm, zCheckoutForm } from '@aprovei/shared/checkout/checkout-form.schemas';
import { MENSAGENS_EBOOK } from '@aprovei/shared/ebook/ebook.rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useReducer, useRef } from 'react';
import { showApiError, showError } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import { useCartaoForm } from '../../../components/pagamento/cartao-fields';
import { enderecoVazio } from '../../../components/pagamento/endereco-fields';
import { bandeirasQueryOptions, tokenizarCartao } from '../../../components/pagamento/pagamento.api';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/field-errors';
import { useZodForm } from '../../../lib/forms';
import {
  aplicarCupom,
  aplicarCupomEbook,
  cadastrarEndereco,
  comprarProduto,
  realizarAssinaturaPlano,
  realizarContratacaoEbook,
} from '../api/assinatura.api';
import { cartoesSalvosQueryOptions } from '../api/cartao-credito.api';
import { assinaturaKeys } from '../api/keys';
import { type CarrinhoCheckout, chaveDoCarrinho, esquecerChave } from '../utils/chave-idempotencia';
import { distribuirErros, focarPrimeiroErro } from '../utils/erros-checkout';
import { checkoutInicial, checkoutReducer } from './checkout-estado';
import { type CompraCheckout, type CupomAplicado, useCheckoutPrecos } from './use-checkout-precos';

/** The spec's 'new card' option of the saved cards list (idCartao '0'). */
export const NOVO_CARTAO = '0';

/** A purchase paid (or, by card, left in analysis): the confirmation screen shows its order. */
export interface PedidoConcluido {
  idFatura: number;
  metodo: MetodoPagamento;
}

export interface UseCheckoutOptions {
  compra: CompraCheckout;
  /** The buyer's CPF (the session's): coupons need it, and it keeps one account's carts apart. */
  cpf: string | null;
  /** The anonymous variant (just registered): the address is registered before paying. */
  anonimo: boolean;
  onPago: (pedido: PedidoConcluido) => void;
}

/** The card's part of the cart: a saved card's id, or a new card's public marks (never number nor CVV). */
function marcaDoCartao(cartao: TFormularioCartao | null, idCartao: string): string {
  if (!cartao) return `salvo:${idCartao}`;
  return [
    'novo',
    cartao.bandeira,
    cartao.numero.slice(-4),
    cartao.mesValidade,
    cartao.anoValidade,
    cartao.nome,
    cartao.cpf,
  ].join(':');
}

/**
 * The checkout as one state machine (issue 18 §4): editing → sending → (Pix: waiting for the payment →
 * paid, or expired → a new Pix) or paid, with every failure back to editing. The choices live in one
 * form (zCheckoutForm, field names of the purchase body) beside the new card's form; the server's field
 * errors land on their fields and the first error, local or the server's, is scrolled into view and
 * focused. Each submission carries the key of its cart (utils/chave-idempotencia): a retry of the same
 * cart, after any error, a reload or from another tab, is the same order at the server and charges once.
 */
export function useCheckout({ compra, cpf, anonimo, onPago }: UseCheckoutOptions) {
  const queryClient = useQueryClient();
  const [estado, dispatch] = useReducer(checkoutReducer, { ...checkoutInicial, captchaDispensado: anonimo });
  const raiz = useRef<HTMLFormElement>(null);
  // The schema is asked at validation time: the address is the form's only for the anonymous Pix buyer.
  const metodoAtual = useRef('');
  const form = useZodForm(
    () =>
      zCheckoutForm({
        plano: compra.tipo === 'plano',
        enderecoPix: anonimo && metodoAtual.current === 'PIX',
      }),
    {
      initialValues: {
        metodoPagamento: '' as MetodoPagamento | '',
        idCartao: null as string | null,
        qtdParcelas: null as string | null,
        produtosForaDoPlano: [] as number[],
        cupomDesconto: '',
        aceiteContrato: false,
        endereco: enderecoVazio(),
      },
    },
  );
  const valores = form.getValues();
  metodoAtual.current = valores.metodoPagamento;
  const metodo = valores.metodoPagamento || null;

  const bandeiras = useQuery({ ...bandeirasQueryOptions(), enabled: metodo === 'CARTAO_CREDITO' });
  const cartaoForm = useCartaoForm(bandeiras.data ?? []);
  // The anonymous buyer has just registered: no saved cards to offer.
  const salvos = useQuery({
    ...cartoesSalvosQueryOptions(),
    enabled: metodo === 'CARTAO_CREDITO' && !anonimo,
  });
  useErrorDialog(salvos.error, TEXTOS_CARTAO_CREDITO.erroListarSalvos);
  const principal = salvos.data?.find((c) => c.principal) ?? salvos.data?.[0];
  const cartaoEscolhido = valores.idCartao ?? (principal ? String(principal.idCartao) : NOVO_CARTAO);
  // Not before the saved cards are known: the form would vanish under the buyer's typing when they arrive.
  const cartaoNovo =
    metodo === 'CARTAO_CREDITO' && (anonimo || (!salvos.isPending && cartaoEscolhido === NOVO_CARTAO));

  const precos = useCheckoutPrecos(compra, {
    metodo,
    produtos: valores.produtosForaDoPlano,
    cupom: estado.cupom,
    cpf,
  });

  // A card used once needs no nickname: the checkout names it for the gateway.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once.
  useEffect(() => cartaoForm.setFieldValue('apelido', 'Cartão da compra'), []);

  // One option is chosen for the buyer; a choice the new total no longer offers is dropped.
  const unica = precos.opcoes.length === 1 ? String(precos.opcoes[0]!.qtdParcela) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the options only.
  useEffect(() => {
    const atual = form.getValues().qtdParcelas;
    if (unica) form.setFieldValue('qtdParcelas', unica);
    else if (atual && !precos.opcoes.some((o) => String(o.qtdParcela) === atual))
      form.setFieldValue('qtdParcelas', null);
  }, [unica, precos.opcoes.length]);

  // After the errors are on screen: the first one into view, focused.
  useEffect(() => {
    if (estado.foco > 0) focarPrimeiroErro(raiz.current);
  }, [estado.foco]);

  const carrinho = (body: TCheckoutForm, cartao: TFormularioCartao | null): CarrinhoCheckout => ({
    comprador: cpf,
    idPlano: compra.tipo === 'plano' ? compra.idPlano : null,
    idEbooks: compra.tipo === 'ebooks' ? compra.idEbooks : [],
    produtos:
      compra.tipo === 'plano' ? body.produtosForaDoPlano : compra.tipo === 'pacote' ? [compra.idProduto] : [],
    metodoPagamento: body.metodoPagamento,
    qtdParcelas: body.qtdParcelas,
    cupom: estado.cupom?.cupom ?? null,
    cartao: body.metodoPagamento === 'PIX' ? null : marcaDoCartao(cartao, cartaoEscolhido),
  });

  /** Sends the purchase of this cart with its key; answers the gateway's answer. */
  const enviar = async (
    body: TCheckoutForm,
    cartao: TFormularioCartao | null,
    c: CarrinhoCheckout,
    captcha: string | null,
  ) => {
    const pagamento = {
      chaveIdempotencia: chaveDoCarrinho(c),
      metodoPagamento: body.metodoPagamento,
      cartao: cartao ? await tokenizarCartao(cartao) : null,
      idCartao: body.metodoPagamento === 'CARTAO_CREDITO' && !cartao ? Number(cartaoEscolhido) : null,
      qtdParcelas: body.qtdParcelas,
      cupomDesconto: c.cupom,
      captcha,
    };
    if (compra.tipo === 'pacote') {
      const { cupomDesconto: _semCupom, ...semCupom } = pagamento;
      return comprarProduto({ ...semCupom, idProduto: compra.idProduto });
    }
    return compra.tipo === 'ebooks'
      ? realizarContratacaoEbook({ ...pagamento, idEbooks: compra.idEbooks })
      : realizarAssinaturaPlano({
          ...pagamento,
          idPlano: compra.idPlano,
          produtosForaDoPlano: body.produtosForaDoPlano,
          aceiteContrato: true,
        });
  };

  const concluir = (c: CarrinhoCheckout, idFatura: number, metodoPago: MetodoPagamento) => {
    esquecerChave(c);
    // The order read while it was pending (the Pix screen) is stale now.
    void queryClient.invalidateQueries({ queryKey: assinaturaKeys.pedido(idFatura) });
    // A new card that paid is kept as the buyer's (it renews the plan).
    void queryClient.invalidateQueries({ queryKey: assinaturaKeys.cartoesAfetados });
    if (compra.tipo === 'ebooks')
      void queryClient.invalidateQueries({ queryKey: assinaturaKeys.ebooksAfetados });
    // The open-question counter (another feature's query) is read again where it is shown.
    if (compra.tipo === 'pacote') void queryClient.invalidateQueries();
    dispatch({ tipo: 'pago' });
    onPago({ idFatura, metodo: metodoPago });
  };

  const aoResponder = (resposta: TPagamentoResposta, body: TCheckoutForm, c: CarrinhoCheckout) => {
    if (resposta.tipoTransacao === 'PIX') {
      dispatch({ tipo: 'pix', pix: resposta, envio: { body, carrinho: c } });
      return;
    }
    cartaoForm.reset();
    cartaoForm.setFieldValue('apelido', 'Cartão da compra');
    // Approved, or left in analysis by the gateway: the confirmation says which.
    if (resposta.statusPagamento === 'approved') concluir(c, resposta.idFatura, 'CARTAO_CREDITO');
    else {
      dispatch({ tipo: 'pago' });
      onPago({ idFatura: resposta.idFatura, metodo: 'CARTAO_CREDITO' });
    }
  };

  /** A failure: field errors under their fields (the first focused), anything else in the dialog. */
  const aoFalhar = async (error: unknown, fallback: string | undefined) => {
    const erros = distribuirErros(fieldErrors(error), cartaoNovo);
    const temCampo = Object.keys(erros.checkout).length + Object.keys(erros.cartao).length > 0;
    if (temCampo) {
      form.setErrors(erros.checkout);
      cartaoForm.setErrors(erros.cartao);
    }
    dispatch({ tipo: 'falhou', foco: temCampo, erroCaptcha: erros.captcha });
    if (!temCampo && !erros.captcha) await showApiError(error, fallback);
    precos.recarregar();
  };

  const fallback = () =>
    metodo === 'PIX'
      ? MENSAGENS_CHECKOUT.erroQrCode
      : compra.tipo === 'ebooks'
        ? MENSAGENS_EBOOK.erroCompra
        : undefined;

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (estado.etapa.nome !== 'editando') return;
    const invalido = form.validate().hasErrors;
    const cartaoInvalido = cartaoNovo && cartaoForm.validate().hasErrors;
    if (invalido || cartaoInvalido) {
      dispatch({ tipo: 'invalido' });
      return;
    }
    const body = form.getTransformedValues() as TCheckoutForm;
    const cartao = cartaoNovo ? (cartaoForm.getTransformedValues() as TFormularioCartao) : null;
    const c = carrinho(body, cartao);
    dispatch({ tipo: 'enviar' });
    try {
      const endereco = anonimo ? (cartao?.endereco ?? body.endereco) : null;
      if (endereco) {
        try {
          await cadastrarEndereco(endereco);
        } catch (error) {
          await aoFalhar(error, MENSAGENS_CHECKOUT.erroEndereco);
          return;
        }
      }
      aoResponder(await enviar(body, cartao, c, estado.captcha), body, c);
    } catch (error) {
      // A declined payment is a final order: the same cart tried again (the bank cleared it) is a new one.
      if (error instanceof ApiError && error.codigo === 'PAGAMENTO_RECUSADO') esquecerChave(c);
      await aoFalhar(error, fallback());
    }
  };

  /** 'Gerar novo PIX': the code expired, so the same cart becomes a new order, with a new key. */
  const gerarNovoPix = async (captcha: string) => {
    if (estado.etapa.nome !== 'pix') return;
    const { body, carrinho: c } = estado.etapa.envio;
    esquecerChave(c);
    dispatch({ tipo: 'gerandoPix' });
    try {
      const resposta = await enviar(body, null, c, captcha);
      dispatch({ tipo: 'pix', pix: resposta, envio: { body, carrinho: c } });
    } catch (error) {
      dispatch({ tipo: 'pixFalhou' });
      await showApiError(error, MENSAGENS_CHECKOUT.erroQrCode);
    }
  };

  const pixPago = () => {
    if (estado.etapa.nome === 'pix') concluir(estado.etapa.envio.carrinho, estado.etapa.pix.idFatura, 'PIX');
  };

  const onAplicarCupom = async () => {
    if (!cpf) {
      void showError(MENSAGENS_CUPOM.cpfAusente);
      return;
    }
    const texto = form.getValues().cupomDesconto;
    dispatch({ tipo: 'aplicandoCupom' });
    try {
      let cupom: CupomAplicado;
      if (compra.tipo === 'ebooks') {
        const r = await aplicarCupomEbook({ cupom: texto, idEbooks: compra.idEbooks.join(','), cpf });
        cupom = {
          cupom: r.cupom,
          valorDesconto: r.valorDesconto,
          valorComDesconto: r.valorTotalComDesconto,
          planoParcelado: null,
        };
      } else if (compra.tipo === 'plano') {
        const r = await aplicarCupom({ cupom: texto, idPlano: String(compra.idPlano), cpf });
        cupom = {
          cupom: r.cupom,
          valorDesconto: r.valorDesconto,
          valorComDesconto: r.valorPlanoComDesconto,
          planoParcelado: r.planoParcelado,
        };
      } else return;
      dispatch({ tipo: 'cupomAplicado', cupom });
    } catch (error) {
      dispatch({ tipo: 'cupomRecusado' });
      await showApiError(error, MENSAGENS_CUPOM.falha);
      precos.recarregar();
    }
  };

  const podeFinalizar =
    (compra.tipo === 'ebooks' ? !precos.jaAdquirido : compra.tipo === 'pacote' || valores.aceiteContrato) &&
    (estado.captchaDispensado || estado.captcha !== null) &&
    estado.etapa.nome === 'editando';

  return {
    compra,
    anonimo,
    estado,
    dispatch,
    raiz,
    form,
    cartaoForm,
    metodo,
    bandeiras: bandeiras.data,
    salvos: salvos.data ?? [],
    cartaoEscolhido,
    cartaoNovo,
    precos,
    podeFinalizar,
    enviando: estado.etapa.nome === 'enviando',
    submit,
    onAplicarCupom,
    gerarNovoPix,
    pixPago,
  };
}
export type Checkout = ReturnType<typeof useCheckout>;
