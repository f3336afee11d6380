/** Demo accounts (all with password aprovei2026), listed in the README. */
export const SENHA_DEMO = 'aprovei2026';

export type UsuarioSeed = {
  tenantId: 'aprovei' | 'aprovei-med';
  nome: string;
  apelido: string;
  cpf: string;
  email: string;
  telefone: string;
  papel: 'ALUNO' | 'ADMIN' | 'PROFESSOR';
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
];
