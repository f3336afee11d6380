import { assuntoLembrete } from '../revisao/revisao.rules.ts';

/**
 * Web push notifications (issue 25 §2): what the server sends to a device and what the service worker
 * shows. Pure, shared by the API, the page and the service worker.
 */

/** The payload of every push message (JSON, encrypted to the device). */
export interface AvisoPush {
  titulo: string;
  corpo: string;
  /** The page a tap on the notification opens, relative to the app's base ('revisoes'). */
  caminho: string;
  /** The product whose icon the notification shows (`/marca/<tenant>/`). */
  tenant: string;
  /** Notifications of one tag replace each other on the device (one review reminder, not a pile). */
  tag: string;
}

export const MENSAGENS_PUSH = {
  desligado: 'As notificações não estão disponíveis neste servidor.',
  aparelhoNaoEncontrado: 'Aparelho não encontrado.',
  semAparelhos: 'Nenhum aparelho recebe notificações: ative-as neste aparelho primeiro.',
  testeEnviado: 'Notificação de teste enviada.',
  endereco: 'Endereço de notificação inválido.',
} as const;

export const avisoDeTeste = (tenant: string): AvisoPush => ({
  titulo: 'Notificação de teste',
  corpo: 'Pronto! As notificações chegam neste aparelho.',
  caminho: 'configuracoes',
  tenant,
  tag: 'teste',
});

export const avisoLembrete = (tenant: string, total: number): AvisoPush => ({
  titulo: assuntoLembrete(total),
  corpo: 'Revisar hoje o que está para ser esquecido fixa o conteúdo até a prova.',
  caminho: 'revisoes',
  tenant,
  tag: 'revisoes',
});

export const avisoQuestaoCorrigida = (tenant: string, titulo: string): AvisoPush => ({
  titulo: 'Sua questão aberta foi corrigida',
  corpo: `${titulo}: abra para ver a nota e o comentário do professor.`,
  caminho: 'questao-aberta',
  tenant,
  tag: 'questao-aberta',
});

const NAVEGADORES: readonly (readonly [string, RegExp])[] = [
  ['Edge', /Edg\//],
  ['Opera', /OPR\//],
  ['Samsung Internet', /SamsungBrowser\//],
  ['Firefox', /Firefox\/|FxiOS\//],
  ['Chrome', /Chrome\/|CriOS\//],
  ['Safari', /Safari\//],
];
const SISTEMAS: readonly (readonly [string, RegExp])[] = [
  ['Android', /Android/],
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Windows', /Windows/],
  ['ChromeOS', /CrOS/],
  ['macOS', /Macintosh|Mac OS X/],
  ['Linux', /Linux/],
];

/** The name a device gets in the list ('Chrome no Android'), from its User-Agent. */
export function nomeDoAparelho(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const achar = (lista: typeof NAVEGADORES) => lista.find(([, re]) => re.test(ua))?.[0];
  const navegador = achar(NAVEGADORES) ?? 'Navegador';
  const sistema = achar(SISTEMAS);
  return sistema ? `${navegador} no ${sistema}` : navegador;
}
