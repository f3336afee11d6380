import { onlyDigits } from './cpf.rules.ts';

/**
 * Password rule (NIST SP 800-63B style): length only, no composition rules, and not a password
 * attackers try first. Checked the same way in the browser and on the server.
 */
export const SENHA_MIN = 8;
export const SENHA_MAX = 128;

export const MENSAGENS_SENHA = {
  curta: `A senha deve ter pelo menos ${SENHA_MIN} caracteres.`,
  longa: `A senha deve ter no máximo ${SENHA_MAX} caracteres.`,
  comum: 'Essa senha é muito comum e fácil de adivinhar. Escolha outra.',
  pessoal: 'A senha não pode ser o seu CPF, e-mail ou telefone.',
  confirmacao: 'A confirmação não confere com a senha.',
} as const;

// The most used passwords in Brazilian and worldwide leak lists, 8 characters or longer.
const COMUNS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '99999999',
  '12121212',
  '11223344',
  '123123123',
  '147258369',
  '159753456',
  '987654321',
  '0123456789',
  '01234567',
  '123456123',
  '654321654',
  '10203040',
  '102030405',
  '1020304050',
  '123qwe123',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  'asdfghjk',
  'asdfghjkl',
  'zxcvbnm1',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'senha123',
  'senha1234',
  'senha12345',
  'senhasenha',
  'minhasenha',
  'mudar123',
  'trocar123',
  'alterar123',
  'acesso123',
  'abc12345',
  'abcd1234',
  'abcdefgh',
  'a1b2c3d4',
  'iloveyou',
  'iloveyou1',
  'teamoteamo',
  'teamo123',
  'amorzinho',
  'princesa',
  'princesa1',
  'flamengo',
  'flamengo1',
  'corinthians',
  'palmeiras',
  'saopaulo',
  'vasco123',
  'gremio123',
  'brasil123',
  'brasil2014',
  'sunshine',
  'football',
  'baseball',
  'superman',
  'batman123',
  'starwars',
  'whatever',
  'trustno1',
  'letmein1',
  'welcome1',
  'welcome123',
  'admin123',
  'administrator',
  'master123',
  'dragon123',
  'monkey123',
  'shadow123',
  'jesus123',
  'jesuscristo',
  'deusefiel',
  'aprovei123',
  'aprovei2024',
  'aprovei2025',
  'aprovei2026',
  'residencia',
  'concurso123',
  'medicina',
  'medicina123',
  'odontologia',
  'dentista',
  'estudante',
  'estudar123',
  'faculdade',
]);

export function isSenhaComum(senha: string): boolean {
  const normal = senha.trim().toLowerCase();
  return COMUNS.has(normal) || /^(.)\1+$/.test(normal) || isSequencia(normal);
}

/** 'abcdefgh', '23456789', '98765432': one step up or down all the way. */
function isSequencia(s: string): boolean {
  if (s.length < 2) return false;
  const step = s.charCodeAt(1) - s.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < s.length; i++) if (s.charCodeAt(i) - s.charCodeAt(i - 1) !== step) return false;
  return true;
}

export interface DadosPessoais {
  cpf?: string | null;
  email?: string | null;
  telefone?: string | null;
}

/** The first rule the password breaks, or null when it is acceptable. */
export function problemaSenha(senha: string, pessoais: DadosPessoais = {}): string | null {
  if (senha.length < SENHA_MIN) return MENSAGENS_SENHA.curta;
  if (senha.length > SENHA_MAX) return MENSAGENS_SENHA.longa;
  if (isSenhaComum(senha)) return MENSAGENS_SENHA.comum;
  const lower = senha.trim().toLowerCase();
  const digits = onlyDigits(senha);
  const cpf = onlyDigits(pessoais.cpf ?? '');
  const tel = onlyDigits(pessoais.telefone ?? '');
  const email = (pessoais.email ?? '').trim().toLowerCase();
  const pessoal =
    (cpf.length > 0 && digits === cpf && digits.length === lower.replace(/[.\-\s]/g, '').length) ||
    (tel.length > 0 && lower.replace(/[()\-\s]/g, '') === tel) ||
    (email.length > 0 && (lower === email || lower === email.split('@')[0]));
  return pessoal ? MENSAGENS_SENHA.pessoal : null;
}
