import type { Papel } from '@aprovei/shared/equipe/papeis';

/** Demo accounts (all with password aprovei2026), listed in the README. */
export const SENHA_DEMO = 'aprovei2026';

export type UsuarioSeed = {
  tenantId: 'aprovei' | 'aprovei-med';
  nome: string;
  apelido: string;
  cpf: string;
  email: string;
  telefone: string;
  papel: Papel;
  plataformaId: number;
  /** Plans with an active contract (paid by card, renewing). */
  planos: number[];
};

export const USUARIOS: UsuarioSeed[] = [
  {
    tenantId: 'aprovei',
    nome: 'Ana Beatriz Souza',
    apelido: 'Ana',
    cpf: '52998224725',
    email: 'aluno@aprovei.dev',
    telefone: '11987654321',
    papel: 'ALUNO',
    plataformaId: 1,
    planos: [1, 3],
  },
  {
    tenantId: 'aprovei',
    nome: 'Bruno Carvalho Lima',
    apelido: 'Bruno',
    cpf: '11144477735',
    email: 'estagiario@aprovei.dev',
    telefone: '21998765432',
    papel: 'ALUNO',
    plataformaId: 1,
    planos: [5],
  },
  {
    tenantId: 'aprovei',
    nome: 'Carla Mendes Rocha',
    apelido: 'Carla',
    cpf: '39053344705',
    email: 'admin@aprovei.dev',
    telefone: '31991234567',
    papel: 'ADMIN',
    plataformaId: 1,
    planos: [],
  },
  {
    tenantId: 'aprovei',
    nome: 'Daniel Ferreira Costa',
    apelido: 'Prof. Daniel',
    cpf: '74185296355',
    email: 'professor@aprovei.dev',
    telefone: '41992345678',
    papel: 'PROFESSOR',
    plataformaId: 1,
    planos: [],
  },
  {
    tenantId: 'aprovei-med',
    nome: 'Eduarda Martins Alves',
    apelido: 'Duda',
    cpf: '85296374100',
    email: 'aluno.med@aprovei.dev',
    telefone: '51993456789',
    papel: 'ALUNO',
    plataformaId: 3,
    planos: [6],
  },
  {
    tenantId: 'aprovei',
    nome: 'Marina Rocha Teixeira',
    apelido: 'Marina',
    cpf: '24681357928',
    email: 'assinante@aprovei.dev',
    telefone: '31991234567',
    papel: 'ALUNO',
    plataformaId: 1,
    planos: [], // contracts in contas-demo.seed.ts: plan 1 by card (renewing) + ENARE plan 4; two products (produtos.seed.ts)
  },
  {
    tenantId: 'aprovei',
    nome: 'Rafael Nogueira Pinto',
    apelido: 'Rafa',
    cpf: '13579246828',
    email: 'novato@aprovei.dev',
    telefone: '41992345678',
    papel: 'ALUNO',
    plataformaId: 1,
    planos: [], // plan 2 inside the 7-day withdrawal period (situation 5)
  },
  {
    tenantId: 'aprovei',
    nome: 'Juliana Castro Melo',
    apelido: 'Ju',
    cpf: '86420975310',
    email: 'cobranca@aprovei.dev',
    telefone: '61993456780',
    papel: 'ALUNO',
    plataformaId: 1,
    planos: [], // plan 1 whose renewal charge failed (situation 3)
  },
  {
    tenantId: 'aprovei',
    nome: 'Pedro Henrique Ramos',
    apelido: 'Pedro',
    cpf: '97531864282',
    email: 'pix@aprovei.dev',
    telefone: '71994567801',
    papel: 'ALUNO',
    plataformaId: 1,
    planos: [], // plan 2 paid by Pix (never renews)
  },
  {
    tenantId: 'aprovei',
    nome: 'Helena Prado Nunes',
    apelido: 'Helena',
    cpf: '12345678909',
    email: 'editor@aprovei.dev',
    telefone: '11995551234',
    papel: 'EDITOR',
    plataformaId: 1,
    planos: [],
  },
  {
    tenantId: 'aprovei',
    nome: 'Otávio Bastos Lima',
    apelido: 'Otávio',
    cpf: '35715924685',
    email: 'financeiro@aprovei.dev',
    telefone: '11995554321',
    papel: 'FINANCEIRO',
    plataformaId: 1,
    planos: [],
  },
];
