/**
 * ─── 'Cartão de crédito' (spec doc 1 §2.5) ── PLACE RESERVED FOR THE COMMERCE ISSUE ───
 * Shown only when the profile says possuiMeiosPagamento: the saved cards (brand and last four digits),
 * 'Excluir' with its confirmation, 'Definir como principal' when there is more than one card,
 * 'Adicionar cartão' and the add/change modals, over the cartao-credito/* calls. The account screen
 * (src/app/routes/configuracoes.tsx) already renders this component in its place; it draws nothing
 * until the commerce issue fills it in.
 */
export function CartaoCreditoSection(_props: { possuiMeiosPagamento: boolean }) {
  return null;
}
