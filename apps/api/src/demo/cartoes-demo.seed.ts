import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import { normalizarNomeTitular } from '@aprovei/shared/cartao-credito/cartao.rules';
import { ZCartaoNovoBody } from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { SandboxGateway } from '../gateways/sandbox.ts';
import { prometerRenovacoes } from '../modules/assinatura/index.ts';
import { cartaoCreditoService } from '../modules/cartao-credito/index.ts';
import { consultaCepService, enderecoProviderOffline } from '../modules/consulta-cep/index.ts';

/**
 * The cards the demo's card contracts renew on (ADR 012: a card contract promises its renewal only
 * with a card to charge). Saved through the card service and the sandbox gateway, as a student saves
 * one in 'Dados da conta': brand, last four and expiry at the gateway, nickname, holder and address
 * here. `cobranca@` keeps the sandbox's insufficient-funds card: that is why her renewal failed (a card
 * added in 'Dados da conta' is charged at once). Any other student with a card contract gets a Visa.
 */
export const CARTOES_DEMO: Record<string, { numero: string; apelido: string }> = {
  'assinante@aprovei.dev': { numero: '5555555555554444', apelido: 'Cartão pessoal' },
  'novato@aprovei.dev': { numero: '6362970000457013', apelido: 'Cartão de compras' },
  'cobranca@aprovei.dev': { numero: '4000000000009995', apelido: 'Cartão antigo' },
};
const CARTAO_PADRAO = { numero: '4111111111111111', apelido: 'Meu cartão' };

/**
 * `gateway`: the sandbox over the seed's own transaction (no poller, no webhooks), or null when the app
 * runs on another gateway — then there is no demo card and no card contract promises a renewal.
 */
export async function seedCartoesDemo(tx: DbOrTx, gateway: SandboxGateway | null) {
  const donos = await tx
    .selectDistinct({ id: t.usuario.id, nome: t.usuario.nome, cpf: t.usuario.cpf, email: t.usuario.email })
    .from(t.contratacao)
    .innerJoin(t.usuario, eq(t.usuario.id, t.contratacao.usuarioId))
    .where(
      and(
        eq(t.contratacao.metodoPagamento, 'CARTAO_CREDITO'),
        inArray(t.contratacao.situacaoCodigo, [
          SITUACAO_CONTRATACAO.ATIVA,
          SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO,
          SITUACAO_CONTRATACAO.FALHA_COBRANCA,
        ]),
      ),
    );
  if (!gateway) {
    await semRenovacao(
      tx,
      donos.map((d) => d.id),
    );
    return;
  }
  // The seed's transaction stands for the database: the services run inside it.
  const db = tx as Db;
  const cartoes = cartaoCreditoService(db, gateway, consultaCepService(db, enderecoProviderOffline()));
  const ano = new Date().getFullYear() + 5;
  for (const dono of donos) {
    const { numero, apelido } = CARTOES_DEMO[dono.email] ?? CARTAO_PADRAO;
    const nome = normalizarNomeTitular(dono.nome);
    const token = await gateway.tokenizeCard({
      number: numero,
      cvv: '123',
      holderName: nome,
      expMonth: 12,
      expYear: ano,
    });
    await cartoes.criar(
      dono.id,
      ZCartaoNovoBody.parse({
        apelido,
        token: token.cardToken,
        bandeira: token.brand,
        nome,
        cpf: dono.cpf,
        endereco: {
          cep: '01310100',
          logradouro: 'Avenida Paulista',
          numeroLogradouro: '1000',
          bairro: 'Bela Vista',
        },
      }),
    );
  }
}

/** Without a card, the owners' current card contracts promise no renewal (ADR 012), through their owner. */
async function semRenovacao(tx: DbOrTx, usuarios: number[]) {
  const agora = new Date();
  for (const id of usuarios) await prometerRenovacoes(tx, id, false, agora);
}

/** The sandbox the seed saves the demo cards with: over its transaction, without timers or webhooks. */
export function sandboxDoSeed(tx: DbOrTx): SandboxGateway {
  return new SandboxGateway({ db: tx as Db, webhookSecret: 'seed-demo', settleDelayMs: null });
}
