/**
 * Add-on products (spec doc 1 §3 "Product purchase", doc 2 §4 'Oportunidade, aproveite e leve também!'):
 * how each one is delivered once the order that bought it is paid. Pure: the API and the web use the
 * same texts.
 * - ARQUIVO: a file in the file storage, downloaded from 'Meus produtos' by its owner only;
 * - ENVIOS_QUESTAO_ABERTA: extra open-question sends (ADR 013), granted when paid, taken back on refund;
 * - SERVICO: a service whose instructions (stored on the product) go out by e-mail once paid.
 */

export const TIPOS_ENTREGA = ['ARQUIVO', 'ENVIOS_QUESTAO_ABERTA', 'SERVICO'] as const;
export type TipoEntrega = (typeof TIPOS_ENTREGA)[number];

export const MENSAGENS_PRODUTO = {
  naoEncontrado: 'Produto não encontrado.',
  semArquivo: 'Este produto não tem arquivo para baixar.',
  naoPago:
    'O download deste produto não está liberado: o pedido que o comprou não está pago ou foi estornado.',
  arquivoIndisponivel: 'O arquivo deste produto não está disponível no momento. Tente novamente mais tarde.',
  erroBaixar: 'Não foi possível baixar o arquivo do produto. Tente novamente mais tarde.',
  instrucoesPadrao: 'Nossa equipe entrará em contato pelo seu e-mail em até 2 dias úteis para começar.',
  // Buying a send pack on its own (issue 22 §1).
  semPlano: 'Para comprar mais envios de questão aberta é preciso ter um plano ativo nesta plataforma.',
  naoAvulso: 'Este produto não está à venda separadamente.',
  parcelas: 'Número de parcelas não disponível para este produto.',
} as const;

/** Instalments of a product bought on its own: at most this many, none under this amount (ours; the spec names none). */
export const PARCELAS_MAX_PRODUTO = 6;
export const PARCELA_MINIMA_PRODUTO_CENTAVOS = 10_00;

/** How many instalments a product bought on its own allows: 1..6, no parcel under R$ 10,00. */
export function maxParcelasProduto(totalCentavos: number): number {
  if (!Number.isSafeInteger(totalCentavos) || totalCentavos < 0)
    throw new RangeError(`total em centavos inválido: ${totalCentavos}`);
  return Math.max(
    1,
    Math.min(PARCELAS_MAX_PRODUTO, Math.floor(totalCentavos / PARCELA_MINIMA_PRODUTO_CENTAVOS)),
  );
}

/** What is delivered, in a line: 'Entrega: arquivo PDF para baixar em Meus produtos'. */
export function descricaoEntrega(e: { tipo: TipoEntrega; enviosQuestaoAberta?: number | null }): string {
  switch (e.tipo) {
    case 'ARQUIVO':
      return 'Entrega: arquivo PDF para baixar em Meus produtos.';
    case 'ENVIOS_QUESTAO_ABERTA':
      return `Entrega: ${textoEnvios(e.enviosQuestaoAberta ?? 0)} liberados na hora.`;
    case 'SERVICO':
      return 'Entrega: instruções enviadas por e-mail após o pagamento.';
  }
}

/** '1 envio extra de questão aberta', 'N envios extras de questão aberta'. */
export function textoEnvios(n: number): string {
  return n === 1 ? '1 envio extra de questão aberta' : `${n} envios extras de questão aberta`;
}
