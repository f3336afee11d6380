import { formatarCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { formatarData } from '@aprovei/shared/texto/datas';
import type { Db } from '../../db/client.ts';
import { renderEmail } from '../../mail/template.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { ebookService } from '../ebook/index.ts';
import { checkoutRepository, type PedidoRow } from './checkout.repository.ts';

export interface ReciboDeps {
  db: Db;
  mailer: Mailer;
  log: { warn(obj: object, msg: string): void };
}

/** The receipt of a paid order: the plan with its access date, the e-books, or the add-ons bought on their own. */
export async function enviarRecibo(deps: ReciboDeps, p: PedidoRow, validade: Date | null) {
  const repo = checkoutRepository(deps.db);
  const [comprador, plano, produtos, ebooks] = await Promise.all([
    repo.comprador(p.usuarioId),
    p.planoId === null ? undefined : repo.planoAVenda(p.tenantId, p.planoId),
    repo.produtosPorId(p.produtosIds),
    ebookService(deps.db).nomes(p.ebooksIds),
  ]);
  if (!comprador) return;
  const forma =
    p.metodoPagamento === 'PIX'
      ? 'PIX'
      : `Cartão de crédito em ${p.qtdParcelas}x de ${formatarCentavos(Math.floor(p.valorTotalCentavos / p.qtdParcelas))} sem juros`;
  const campos: [string, string][] = [['Pedido', `#${p.id}`]];
  if (p.planoId !== null) {
    campos.push(
      ['Plano', plano?.nomePlano ?? `#${p.planoId}`],
      ['Valor do plano', formatarCentavos(p.valorPlanoCentavos)],
    );
  }
  for (const produto of produtos)
    campos.push(['Produto', `${produto.nome} (${formatarCentavos(produto.valorCentavos)})`]);
  for (const nome of ebooks) campos.push(['E-book', nome]);
  if (p.descontoCentavos > 0) campos.push(['Desconto', `- ${formatarCentavos(p.descontoCentavos)}`]);
  campos.push(['Total pago', formatarCentavos(p.valorTotalCentavos)], ['Forma de pagamento', forma]);
  if (validade) {
    campos.push(['Acesso até', formatarData(validade)]);
  }
  const primeiroNome = comprador.nome.split(' ')[0];
  const avulso = p.planoId === null && p.ebooksIds.length === 0;
  const email = renderEmail(p.tenantId as Tenant, {
    assunto: avulso
      ? `Pagamento confirmado: ${produtos.map((x) => x.nome).join(', ')}`
      : p.planoId === null
        ? 'Pagamento confirmado: seus e-books'
        : `Pagamento confirmado: ${plano?.nomePlano ?? 'seu plano'}`,
    titulo: 'Recibo da sua compra',
    blocos: avulso
      ? [
          `Olá, ${primeiroNome}! Recebemos o seu pagamento e os seus envios extras de questão aberta já estão liberados.`,
          { campos },
          'Bons Estudos!',
        ]
      : p.planoId === null
        ? [
            `Olá, ${primeiroNome}! Recebemos o seu pagamento e os seus e-books já estão em Meus e-books.`,
            { campos },
            'Bons Estudos!',
          ]
        : [
            `Olá, ${primeiroNome}! Recebemos o seu pagamento e o seu acesso já está liberado.`,
            { campos },
            'Você pode cancelar em até 7 dias pela tela Dados da conta, com reembolso integral. Bons Estudos!',
          ],
  });
  try {
    await deps.mailer.enviar({
      para: comprador.email,
      ...email,
      tenantId: p.tenantId,
      usuarioId: p.usuarioId,
    });
  } catch (error) {
    // The payment stands; the message stays in the outbox (email_enviado) for a resend.
    deps.log.warn({ err: error, pedido: p.id }, 'checkout: recibo não enviado');
  }
}
