/**
 * The brands' marks for `bandeira-cartao/listar` (SVG, sent in base64): simple original drawings in
 * each brand's colours, not the owners' logos.
 */
const svg = (conteudo: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 30" width="48" height="30">${conteudo}</svg>`,
  ).toString('base64');

const cartao = (fundo: string) => `<rect width="48" height="30" rx="4" fill="${fundo}"/>`;
const texto = (t: string, cor: string, tamanho = 11) =>
  `<text x="24" y="19.5" font-family="Arial, Helvetica, sans-serif" font-size="${tamanho}" font-weight="bold" text-anchor="middle" fill="${cor}">${t}</text>`;

export const MARCAS_BANDEIRAS: Readonly<Record<string, string>> = {
  VISA: svg(`${cartao('#1a1f71')}${texto('VISA', '#ffffff', 12)}`),
  MASTERCARD: svg(
    `${cartao('#f4f4f4')}<circle cx="19" cy="15" r="9" fill="#eb001b"/><circle cx="29" cy="15" r="9" fill="#f79e1b" fill-opacity="0.85"/>`,
  ),
  ELO: svg(
    `${cartao('#000000')}<circle cx="12" cy="15" r="3" fill="#ffcb05"/><circle cx="12" cy="8" r="2" fill="#00a4e0"/><circle cx="12" cy="22" r="2" fill="#ef4123"/>${texto('elo', '#ffffff', 12)}`,
  ),
  AMEX: svg(`${cartao('#2e77bc')}${texto('AMEX', '#ffffff', 11)}`),
  HIPERCARD: svg(`${cartao('#b3131b')}${texto('HIPER', '#ffffff', 10)}`),
  DINERS: svg(
    `${cartao('#ffffff')}<circle cx="24" cy="15" r="10" fill="none" stroke="#0079be" stroke-width="3"/><line x1="24" y1="6" x2="24" y2="24" stroke="#0079be" stroke-width="2"/>`,
  ),
};
