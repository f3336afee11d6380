/**
 * Test data from small factories: each call inserts exactly what a test needs, with unique values, and
 * answers the ids. Nothing here reads the demo accounts or the demo study content; what the factories
 * read is reference data (tenants, platforms, the trainee plan, plan features), and years,
 * institutions and bancas are found or created by name. Users take the TestApp (they sign in through
 * the real /api/auth/login); everything else takes a database handle.
 */

import { Readable } from 'node:stream';
import {
  PLANO_ESTAGIARIO_ID,
  SITUACAO_CONTRATACAO,
  type SituacaoCodigo,
} from '@aprovei/shared/assinatura/situacao';
import type { DefinicaoTabela } from '@aprovei/shared/calculadora/calculadora.rules';
import { isValidCpf } from '@aprovei/shared/conta/cpf.rules';
import type { Papel } from '@aprovei/shared/equipe/papeis';
import { PLATAFORMAS_DO_TENANT, TENANTS, type Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { somaCorreta } from '@aprovei/shared/questoes/questoes.rules';
import {
  PARTES_POR_TIPO,
  type ParteSimulado,
  type TipoSimulado,
} from '@aprovei/shared/simulados/simulados.rules';
import { eq, inArray, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { DbOrTx } from '../src/db/client.ts';
import * as s from '../src/db/schema/index.ts';
import { sanitizeRichText } from '../src/lib/html.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { divulgacaoService, type NovaDivulgacao } from '../src/modules/divulgacao/divulgacao.service.ts';
import { segundoFatorService } from '../src/modules/segundo-fator/segundo-fator.service.ts';
import { PASSO_SEGUNDOS, passoDe, totp } from '../src/modules/segundo-fator/totp.ts';
import { inserirSimulado } from '../src/modules/simulados/index.ts';
import type { TestApp } from './build-app.ts';

const DIA = 86_400_000;

/** The password of every factory-built user. */
export const SENHA_FABRICA = 'senha-de-teste-2026';
let senhaHash: Promise<string> | undefined;

let sequencia = 0;
/** A number no other factory call of this test file has answered. */
const proximo = () => ++sequencia;

/** A valid CPF from nine digits (the check digits are the ones the shared CPF rules accept). */
function cpfDe(base: string): string {
  for (let dv = 0; dv < 100; dv++) {
    const cpf = `${base}${String(dv).padStart(2, '0')}`;
    if (isValidCpf(cpf)) return cpf;
  }
  throw new Error(`sem dígitos verificadores para ${base}`);
}

function tenantDaPlataforma(plataformaId: number): Tenant {
  const tenant = TENANTS.find((t) => (PLATAFORMAS_DO_TENANT[t] as readonly number[]).includes(plataformaId));
  if (!tenant) throw new Error(`plataforma ${plataformaId} não existe`);
  return tenant;
}

const mesesDepois = (data: Date, meses: number) => {
  const d = new Date(data);
  d.setMonth(d.getMonth() + meses);
  return d;
};

/** A PDF titled `titulo` with one line of text a page. */
async function pdfDePaginas(titulo: string, paginas: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(titulo);
  const fonte = await doc.embedFont(StandardFonts.Helvetica);
  for (const texto of paginas) doc.addPage().drawText(texto, { x: 50, y: 700, size: 12, font: fonte });
  return Buffer.from(await doc.save());
}

// ─── Users ───────────────────────────────────────────────────────────────────────────────────────

export interface Sessao {
  accessToken: string;
  refreshToken: string;
  /** X-Tenant and Authorization of a signed-in call. */
  headers: Record<string, string>;
}

export interface UsuarioDeTeste {
  id: number;
  tenant: Tenant;
  plataformaId: number;
  papel: Papel;
  nome: string;
  apelido: string;
  email: string;
  /** 11 digits, valid. */
  cpf: string;
  telefone: string;
  senha: string;
  /**
   * Signs in through POST /api/auth/login (a new session on each call); with the second factor on, also
   * through POST /api/auth/segundo-fator, with the app's code (or, when this step's codes were used by
   * earlier sign-ins, a recovery code).
   */
  login(): Promise<Sessao>;
  /** The TOTP secret of a user with the second factor on (staff by default). */
  segredoTotp?: Buffer;
  /** The recovery codes the factory gave her (the sign-ins of this file may have spent some). */
  codigosRecuperacao?: string[];
}

export interface NovoUsuario {
  tenant?: Tenant;
  /** The user's platform; the tenant's first one by default. */
  plataforma?: number;
  nome?: string;
  apelido?: string;
  telefone?: string;
  /**
   * The second factor (TOTP) on, with a secret and ten recovery codes of the factory's: staff have it by
   * default (the back office demands it); `false` for the refusal tests.
   */
  segundoFator?: boolean;
}

/** A 20-byte TOTP secret and ten recovery codes unique to the user `n`. */
function segundoFatorDe(n: number) {
  const segredo = Buffer.alloc(20);
  segredo.write(`totp-de-teste-${n}`.padEnd(20, '-').slice(0, 20));
  const codigos = Array.from(
    { length: 10 },
    (_, i) => `T${String(n).padStart(4, '0')}-R${String(i).padStart(4, '0')}`,
  );
  return { segredo, codigos };
}

/**
 * A code for the user's sign-in: the app's code of the current step, or of the next one (the server
 * accepts one step of drift) when this step's was used; past that, a recovery code.
 */
function proximoCodigo(estado: { ultimoPasso: number; codigos: string[] }, segredo: Buffer): string {
  const agora = Date.now();
  const passo = Math.max(passoDe(agora), estado.ultimoPasso + 1);
  if (passo <= passoDe(agora) + 1) {
    estado.ultimoPasso = passo;
    return totp(segredo, passo * PASSO_SEGUNDOS * 1000);
  }
  const codigo = estado.codigos.shift();
  if (!codigo) throw new Error('a fábrica gastou os códigos de recuperação deste usuário');
  return codigo;
}

async function criarUsuario(
  t: TestApp,
  papel: UsuarioDeTeste['papel'],
  opcoes: NovoUsuario,
): Promise<UsuarioDeTeste> {
  const n = proximo();
  const tenant = opcoes.tenant ?? (opcoes.plataforma ? tenantDaPlataforma(opcoes.plataforma) : 'aprovei');
  const plataformaId = opcoes.plataforma ?? PLATAFORMAS_DO_TENANT[tenant][0]!;
  senhaHash ??= hashPassword(SENHA_FABRICA);
  const dados = {
    nome: opcoes.nome ?? `Pessoa de Teste ${n}`,
    apelido: opcoes.apelido ?? `Teste ${n}`,
    email: `${papel.toLowerCase()}-${n}@teste.aprovei.dev`,
    // 9xx…: far from the demo accounts' CPFs.
    cpf: cpfDe(String(900_000_000 + n)),
    telefone: opcoes.telefone ?? `119${String(n).padStart(8, '0')}`,
  };
  const [row] = await t.database.db
    .insert(s.usuario)
    .values({ tenantId: tenant, ...dados, senhaHash: await senhaHash, papel, plataformaId })
    .returning({ id: s.usuario.id });
  const comSegundoFator = opcoes.segundoFator ?? papel !== 'ALUNO';
  const fator = comSegundoFator ? segundoFatorDe(n) : undefined;
  if (fator)
    await segundoFatorService(t.database.db, t.env).ativarComSegredo(row!.id, fator.segredo, fator.codigos);
  const estado = { ultimoPasso: 0, codigos: [...(fator?.codigos ?? [])] };
  return {
    id: row!.id,
    tenant,
    plataformaId,
    papel,
    ...dados,
    senha: SENHA_FABRICA,
    ...(fator ? { segredoTotp: fator.segredo, codigosRecuperacao: fator.codigos } : {}),
    async login() {
      let res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-tenant': tenant },
        payload: { login: dados.email, senha: SENHA_FABRICA },
      });
      if (res.statusCode === 200 && fator && 'desafio' in res.json()) {
        res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/segundo-fator',
          headers: { 'x-tenant': tenant },
          payload: { desafio: res.json().desafio, codigo: proximoCodigo(estado, fator.segredo) },
        });
      }
      if (res.statusCode !== 200) throw new Error(`login de ${dados.email}: ${res.statusCode} ${res.body}`);
      const body = res.json() as { access_token: string; refresh_token: string };
      return {
        accessToken: body.access_token,
        refreshToken: body.refresh_token,
        headers: { 'x-tenant': tenant, authorization: `Bearer ${body.access_token}` },
      };
    },
  };
}

/**
 * A student. `plano`: an active contract of that plan (by card, renewing, started 30 days ago);
 * `estagiario`: the free trainee plan, as registration gives it. Other contracts: criarContratacao.
 */
export async function criarAluno(
  t: TestApp,
  opcoes: NovoUsuario & { plano?: number; estagiario?: boolean } = {},
): Promise<UsuarioDeTeste> {
  const aluno = await criarUsuario(t, 'ALUNO', opcoes);
  if (opcoes.plano !== undefined) {
    await criarContratacao(t.database.db, { usuarioId: aluno.id, planoId: opcoes.plano });
  }
  if (opcoes.estagiario) {
    await criarContratacao(t.database.db, {
      usuarioId: aluno.id,
      planoId: PLANO_ESTAGIARIO_ID,
      metodo: null,
      inicioHaDias: 0,
    });
  }
  return aluno;
}

export const criarProfessor = (t: TestApp, opcoes: NovoUsuario = {}) => criarUsuario(t, 'PROFESSOR', opcoes);
export const criarAdmin = (t: TestApp, opcoes: NovoUsuario = {}) => criarUsuario(t, 'ADMIN', opcoes);
export const criarEditor = (t: TestApp, opcoes: NovoUsuario = {}) => criarUsuario(t, 'EDITOR', opcoes);
export const criarFinanceiro = (t: TestApp, opcoes: NovoUsuario = {}) =>
  criarUsuario(t, 'FINANCEIRO', opcoes);

/** The headers of a signed-in call for a user being created: `await entrar(criarAluno(t))`. */
export async function entrar(
  usuario: Promise<UsuarioDeTeste> | UsuarioDeTeste,
): Promise<Record<string, string>> {
  return (await (await usuario).login()).headers;
}

// ─── Plans, products, contracts ──────────────────────────────────────────────────────────────────

export interface NovoPlano {
  /** The platform's tenant by default; null: a plan of every tenant. */
  tenant?: Tenant | null;
  /** 1 by default; null: a plan of every platform. */
  plataforma?: number | null;
  nomePlano?: string;
  descricao?: string;
  valorCentavos?: number;
  /** Interest-free instalments offered (1 to this many). */
  parcelas?: number;
  acessoCompleto?: boolean;
  planoEnare?: boolean;
  tipoPlano?: 'N' | 'P';
  duracaoMeses?: number;
  /** Names of plan features (reference data, e.g. 'Aulas na Aprovei Academy' gives the Academy). */
  funcionalidades?: string[];
}

export async function criarPlano(db: DbOrTx, opcoes: NovoPlano = {}) {
  const n = proximo();
  const plataformaId = opcoes.plataforma === undefined ? 1 : opcoes.plataforma;
  const tenantId =
    opcoes.tenant === undefined
      ? plataformaId === null
        ? null
        : tenantDaPlataforma(plataformaId)
      : opcoes.tenant;
  const valor = opcoes.valorCentavos ?? 197_00;
  const nomePlano = opcoes.nomePlano ?? `Plano de teste ${n}`;
  const [p] = await db
    .insert(s.plano)
    .values({
      tenantId,
      plataformaId,
      nomePlano,
      descricao: opcoes.descricao ?? `Descrição do plano de teste ${n}.`,
      descricaoDetalhada: `Detalhes do plano de teste ${n}.`,
      valorIntegralCentavos: valor,
      valorOriginalCentavos: valor,
      ordem: n,
      tipoPlano: opcoes.tipoPlano ?? 'N',
      acessoCompleto: opcoes.acessoCompleto ?? true,
      planoEnare: opcoes.planoEnare ?? false,
      duracaoMeses: opcoes.duracaoMeses ?? 12,
    })
    .returning({ id: s.plano.id });
  const id = p!.id;
  await db.insert(s.planoParcela).values(
    Array.from({ length: opcoes.parcelas ?? 3 }, (_, i) => ({
      planoId: id,
      qtdParcela: i + 1,
      valorParceladoCentavos: Math.floor(valor / (i + 1)),
    })),
  );
  const nomes = opcoes.funcionalidades ?? [];
  if (nomes.length > 0) {
    const funcs = await db.select().from(s.funcionalidade).where(inArray(s.funcionalidade.nome, nomes));
    if (funcs.length !== nomes.length) throw new Error(`funcionalidade desconhecida em ${nomes.join(', ')}`);
    await db
      .insert(s.planoFuncionalidade)
      .values(funcs.map((f) => ({ planoId: id, funcionalidadeId: f.id })));
  }
  return { id, nomePlano, tenantId, plataformaId, valorCentavos: valor };
}

/** An add-on product sold with plans (shown under 'Meus Produtos'). */
export async function criarProduto(
  db: DbOrTx,
  opcoes: { tenant?: Tenant; nomeProduto?: string; valorCentavos?: number; duracaoMeses?: number } = {},
) {
  const n = proximo();
  const nomeProduto = opcoes.nomeProduto ?? `Produto de teste ${n}`;
  const [p] = await db
    .insert(s.produto)
    .values({
      tenantId: opcoes.tenant ?? 'aprovei',
      nomeProduto,
      descricao: `Descrição do produto de teste ${n}.`,
      valorCentavos: opcoes.valorCentavos ?? 50_00,
      duracaoMeses: opcoes.duracaoMeses ?? 6,
    })
    .returning({ id: s.produto.id });
  return { id: p!.id, nomeProduto };
}

export interface NovaContratacao {
  usuarioId: number;
  planoId: number;
  situacao?: SituacaoCodigo;
  /** Card by default (renews automatically); Pix never renews; null for a free plan. */
  metodo?: 'CARTAO_CREDITO' | 'PIX' | null;
  /** Days before today the contract started (30 by default). */
  inicioHaDias?: number;
  /** End of validity in days from today (negative: in the past); the plan's duration by default. */
  validadeEmDias?: number;
  /** Products bought with this contract (ids from criarProduto), valid for their own duration. */
  produtos?: number[];
}

export async function criarContratacao(db: DbOrTx, c: NovaContratacao) {
  const [plano] = await db
    .select({ duracaoMeses: s.plano.duracaoMeses, valor: s.plano.valorIntegralCentavos })
    .from(s.plano)
    .where(eq(s.plano.id, c.planoId));
  if (!plano) throw new Error(`plano ${c.planoId} não existe`);
  const metodo = c.metodo === undefined ? 'CARTAO_CREDITO' : c.metodo;
  const inicio = new Date(Date.now() - (c.inicioHaDias ?? 30) * DIA);
  const [row] = await db
    .insert(s.contratacao)
    .values({
      usuarioId: c.usuarioId,
      planoId: c.planoId,
      situacaoCodigo: c.situacao ?? SITUACAO_CONTRATACAO.ATIVA,
      metodoPagamento: metodo,
      dataInicio: inicio,
      dataValidadeAssinatura:
        c.validadeEmDias === undefined
          ? mesesDepois(inicio, plano.duracaoMeses)
          : new Date(Date.now() + c.validadeEmDias * DIA),
      renovacaoAutomatica: metodo === 'CARTAO_CREDITO',
      valorPagoCentavos: plano.valor,
    })
    .returning({ id: s.contratacao.id });
  const id = row!.id;
  for (const produtoId of c.produtos ?? []) {
    const [p] = await db.select().from(s.produto).where(eq(s.produto.id, produtoId));
    await db.insert(s.produtoComprado).values({
      contratacaoId: id,
      produtoId,
      dataInicio: inicio,
      dataValidadeAssinatura: mesesDepois(inicio, p!.duracaoMeses),
      valorPagoCentavos: p!.valorCentavos,
    });
  }
  return { id };
}

// ─── Study content ───────────────────────────────────────────────────────────────────────────────

export interface MateriaDoCatalogo {
  id: number;
  nome: string;
  /** Its contents' ids, each with its sub-contents' ids (platform 2 has them). */
  conteudos: { id: number; subConteudos: number[] }[];
}

/** The reference catalogue's subjects of a platform (ordered by id), to tag the items a test creates. */
export async function materiasDaPlataforma(db: DbOrTx, plataformaId: number): Promise<MateriaDoCatalogo[]> {
  const linhas = await db
    .select({
      id: s.materia.id,
      nome: s.materia.nome,
      conteudoId: s.conteudo.id,
      subConteudoId: s.subConteudo.id,
    })
    .from(s.materia)
    .innerJoin(s.curso, eq(s.curso.id, s.materia.cursoId))
    .leftJoin(s.conteudo, eq(s.conteudo.materiaId, s.materia.id))
    .leftJoin(s.subConteudo, eq(s.subConteudo.conteudoId, s.conteudo.id))
    .where(eq(s.curso.plataformaId, plataformaId))
    .orderBy(s.materia.id, s.conteudo.id, s.subConteudo.id);
  const materias = new Map<number, MateriaDoCatalogo>();
  for (const l of linhas) {
    const m = materias.get(l.id) ?? { id: l.id, nome: l.nome, conteudos: [] };
    materias.set(l.id, m);
    if (l.conteudoId === null) continue;
    let c = m.conteudos.find((x) => x.id === l.conteudoId);
    if (!c) {
      c = { id: l.conteudoId, subConteudos: [] };
      m.conteudos.push(c);
    }
    if (l.subConteudoId !== null) c.subConteudos.push(l.subConteudoId);
  }
  return [...materias.values()];
}

/** The id of a row of a name-keyed reference table, created when missing. */
async function referencia(db: DbOrTx, tabela: typeof s.instituicao | typeof s.banca, nome: string) {
  await db.insert(tabela).values({ nome }).onConflictDoNothing();
  const [row] = await db.select({ id: tabela.id }).from(tabela).where(eq(tabela.nome, nome));
  return row!.id;
}

async function idDoAno(db: DbOrTx, ano: number) {
  await db.insert(s.ano).values({ ano }).onConflictDoNothing();
  const [row] = await db.select({ id: s.ano.id }).from(s.ano).where(eq(s.ano.ano, ano));
  return row!.id;
}

interface ItemDeEstudo {
  plataformaId: number;
  /** 2024 by default. */
  ano?: number;
  instituicao?: string;
  banca?: string;
  /** Catalogue ids (materia, conteudo) the item is tagged with. */
  materias?: number[];
  conteudos?: number[];
  explicacao?: string;
  /** One of the items a trainee sees. */
  estagiario?: boolean;
}

/** The item's references and the next number on its platform. */
async function chavesDoItem(db: DbOrTx, tabela: typeof s.questao | typeof s.exercicio, item: ItemDeEstudo) {
  const [max] = await db
    .select({ n: sql<number>`coalesce(max(${tabela.numeroQuestao}), 0)::int` })
    .from(tabela)
    .where(eq(tabela.plataformaId, item.plataformaId));
  return {
    plataformaId: item.plataformaId,
    numeroQuestao: max!.n + 1,
    anoId: await idDoAno(db, item.ano ?? 2024),
    instituicaoId: await referencia(db, s.instituicao, item.instituicao ?? 'Instituição de Teste'),
    bancaId: item.banca ? await referencia(db, s.banca, item.banca) : null,
    estagiario: item.estagiario ?? false,
  };
}

/**
 * A multiple-choice question. `corretas` are 0-based positions: one for an ordinary question (the first
 * by default), the true propositions of a sum-type one.
 */
export async function criarQuestao(
  db: DbOrTx,
  q: ItemDeEstudo & {
    enunciado?: string;
    alternativas?: string[];
    corretas?: number[];
    somatoria?: boolean;
    /** Platform 2: sub-content ids. */
    subConteudos?: number[];
  },
) {
  const n = proximo();
  const textos = q.alternativas ?? ['Alternativa A', 'Alternativa B', 'Alternativa C', 'Alternativa D'];
  const corretas = q.corretas ?? [0];
  const chaves = await chavesDoItem(db, s.questao, q);
  const [row] = await db
    .insert(s.questao)
    .values({
      ...chaves,
      enunciado: sanitizeRichText(q.enunciado ?? `<p>Enunciado da questão de teste ${n}.</p>`),
      questaoSomatoria: q.somatoria ?? false,
      somaCorreta: q.somatoria ? somaCorreta(corretas) : null,
      explicacao: q.explicacao ?? `Explicação da questão de teste ${n}.`,
    })
    .returning({ id: s.questao.id });
  const id = row!.id;
  const alternativas = await db
    .insert(s.alternativa)
    .values(
      textos.map((enunciado, i) => ({
        questaoId: id,
        ordem: i + 1,
        enunciado,
        correta: corretas.includes(i),
      })),
    )
    .returning({ id: s.alternativa.id, ordem: s.alternativa.ordem, correta: s.alternativa.correta });
  for (const materiaId of q.materias ?? [])
    await db.insert(s.questaoMateria).values({ materiaId, questaoId: id });
  for (const conteudoId of q.conteudos ?? [])
    await db.insert(s.questaoConteudo).values({ conteudoId, questaoId: id });
  for (const subConteudoId of q.subConteudos ?? []) {
    await db.insert(s.questaoSubConteudo).values({ subConteudoId, questaoId: id });
  }
  return { id, numeroQuestao: chaves.numeroQuestao, alternativas };
}

/** A true/false fixation exercise ('Certo' by default). */
export async function criarExercicio(
  db: DbOrTx,
  x: ItemDeEstudo & { afirmativa?: string; contexto?: string; certo?: boolean },
) {
  const n = proximo();
  const certo = x.certo ?? true;
  const chaves = await chavesDoItem(db, s.exercicio, x);
  const [row] = await db
    .insert(s.exercicio)
    .values({
      ...chaves,
      contexto: sanitizeRichText(x.contexto ?? ''),
      afirmativa: x.afirmativa ?? `Afirmativa do exercício de teste ${n}.`,
      certo,
      explicacao: x.explicacao ?? `Explicação do exercício de teste ${n}.`,
    })
    .returning({ id: s.exercicio.id });
  const id = row!.id;
  for (const materiaId of x.materias ?? [])
    await db.insert(s.exercicioMateria).values({ materiaId, exercicioId: id });
  for (const conteudoId of x.conteudos ?? []) {
    await db.insert(s.exercicioConteudo).values({ conteudoId, exercicioId: id });
  }
  return { id, numeroQuestao: chaves.numeroQuestao, certo };
}

/**
 * A signed-in student's answer to a question made by criarQuestao, through the question bank's route
 * (POST /api/questoes/verifica-resposta): its right alternative, or a wrong one. Answers the route's body.
 */
export async function responderQuestao(
  t: TestApp,
  headers: Record<string, string>,
  questao: Awaited<ReturnType<typeof criarQuestao>>,
  certa: boolean,
): Promise<{ certoErrado: boolean }> {
  const alternativa = questao.alternativas.find((a) => a.correta === certa);
  if (!alternativa)
    throw new Error(`a questão ${questao.id} não tem alternativa ${certa ? 'certa' : 'errada'}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/questoes/verifica-resposta',
    headers,
    payload: { idQuestao: questao.id, idAlternativa: alternativa.id },
  });
  if (res.statusCode !== 200)
    throw new Error(`resposta da questão ${questao.id}: ${res.statusCode} ${res.body}`);
  return res.json();
}

// ─── Open questions and curriculum calculators ───────────────────────────────────────────────────

/**
 * An open question (platform 1 by default) of a theme of the reference data (its first by default),
 * its statement as a PDF in the app's file storage.
 */
export async function criarQuestaoAberta(
  t: TestApp,
  q: { plataformaId?: number; titulo?: string; tema?: string; observacao?: string } = {},
) {
  const n = proximo();
  const db = t.database.db;
  const plataformaId = q.plataformaId ?? 1;
  const titulo = q.titulo ?? `Questão aberta de teste ${n}`;
  const [tema] = await db
    .select({ id: s.temaQuestaoAberta.id })
    .from(s.temaQuestaoAberta)
    .where(q.tema === undefined ? undefined : eq(s.temaQuestaoAberta.nome, q.tema))
    .orderBy(s.temaQuestaoAberta.id)
    .limit(1);
  if (!tema) throw new Error(`tema ${q.tema ?? '(qualquer)'} não existe`);
  const [max] = await db
    .select({ n: sql<number>`coalesce(max(${s.questaoAberta.numero}), 0)::int` })
    .from(s.questaoAberta)
    .where(eq(s.questaoAberta.plataformaId, plataformaId));
  const numero = max!.n + 1;
  const pdf = await pdfDePaginas(titulo, [`Enunciado de ${titulo}.`]);
  const arquivoChave = `questao-aberta/teste/enunciado-${n}.pdf`;
  await t.app.fileStorage.put(arquivoChave, Readable.from([pdf]), 'application/pdf');
  const [row] = await db
    .insert(s.questaoAberta)
    .values({
      plataformaId,
      numero,
      titulo,
      observacao: q.observacao ?? '',
      temaId: tema.id,
      arquivoChave,
      arquivoNome: `questao-${numero}.pdf`,
      arquivoTipo: 'application/pdf',
      arquivoBytes: pdf.length,
    })
    .returning({ id: s.questaoAberta.id });
  return { id: row!.id, numero, titulo };
}

/** A curriculum calculator of an institution (found or created by name); one Q row by default. */
export async function criarCalculadora(
  db: DbOrTx,
  c: {
    nome?: string;
    instituicao?: string;
    ano?: number;
    pontuacaoMaxima?: number;
    tabela?: DefinicaoTabela;
  } = {},
) {
  const n = proximo();
  const nome = c.nome ?? `Calculadora de teste ${n}`;
  const instituicaoId = await referencia(db, s.instituicao, c.instituicao ?? 'Instituição de Teste');
  const [row] = await db
    .insert(s.calculadoraCurriculo)
    .values({
      nome,
      instituicaoId,
      ano: c.ano ?? 2026,
      pontuacaoMaximaCentesimos: Math.round((c.pontuacaoMaxima ?? 10) * 100),
      tabela: c.tabela ?? {
        colunas: [
          { titulo: 'Item', tipo: 'TEXTO', operacao: 'D' },
          { titulo: 'Pontos', tipo: 'NUMERO', operacao: 'M' },
          { titulo: 'Quantidade máxima', tipo: 'NUMERO', operacao: 'Q' },
        ],
        linhas: [['Monitoria', '1', '2']],
      },
    })
    .returning({ id: s.calculadoraCurriculo.id });
  return { id: row!.id, nome, instituicaoId };
}

// ─── Mock exams ──────────────────────────────────────────────────────────────────────────────────

/** A package of mocks on platform 1 (paid by default). */
export async function criarPacoteSimulado(
  db: DbOrTx,
  p: { plataformaId?: number; gratuito?: boolean; nome?: string } = {},
) {
  const [row] = await db
    .insert(s.pacoteSimulado)
    .values({
      plataformaId: p.plataformaId ?? 1,
      nome: p.nome ?? `Pacote de simulados de teste ${proximo()}`,
      gratuito: p.gratuito ?? false,
    })
    .returning({ id: s.pacoteSimulado.id });
  return { id: row!.id };
}

/** The student's purchase of a package. */
export async function comprarPacoteSimulado(db: DbOrTx, usuarioId: number, pacoteId: number) {
  await db.insert(s.compraPacoteSimulado).values({ usuarioId, pacoteId });
}

/**
 * A mock (ENARE, free, released yesterday, no time limit by default) with its questions. `partes`: the part of
 * each question (by default 2 per part of the type); each has 4 alternatives, the first one correct.
 * Weights: 1 point per hit of each part unless given.
 */
export async function criarSimulado(
  db: DbOrTx,
  o: {
    plataformaId?: number;
    pacoteId?: number | null;
    nome?: string;
    tipo?: TipoSimulado;
    gratuito?: boolean;
    /** Release, in days from now (negative: already released). */
    liberacaoEmDias?: number;
    duracaoMinutos?: number | null;
    pesos?: Partial<Record<ParteSimulado, number>>;
    partes?: ParteSimulado[];
    materias?: number[];
  } = {},
) {
  const n = proximo();
  const tipo = o.tipo ?? 'ENARE';
  const partes = o.partes ?? PARTES_POR_TIPO[tipo].flatMap((p) => [p, p]);
  const anoId = await idDoAno(db, 2025);
  const instituicaoId = await referencia(db, s.instituicao, 'Instituição de Teste');
  return inserirSimulado(db, {
    plataformaId: o.plataformaId ?? 1,
    pacoteId: o.pacoteId ?? null,
    nome: o.nome ?? `Simulado ${tipo} de teste ${n}`,
    tipo,
    gratuito: o.gratuito ?? true,
    dataLiberacao: new Date(Date.now() + (o.liberacaoEmDias ?? -1) * DIA),
    duracaoMinutos: o.duracaoMinutos ?? null,
    pesos: o.pesos ?? Object.fromEntries(PARTES_POR_TIPO[tipo].map((p) => [p, 1])),
    questoes: partes.map((parte, i) => ({
      parte,
      anoId,
      instituicaoId,
      materias: o.materias ?? [],
      conteudos: [],
      enunciado: `<p>Questão ${i + 1} do simulado de teste ${n}.</p>`,
      alternativas: ['Alternativa A', 'Alternativa B', 'Alternativa C', 'Alternativa D'],
      correta: 0,
      explicacao: `Explicação da questão ${i + 1}.`,
    })),
  });
}

// ─── E-books and coupons ─────────────────────────────────────────────────────────────────────────

export interface NovoEbook {
  nome?: string;
  autor?: string;
  /** The name of a subject of the reference catalogue (its first one by id). */
  materia: string;
  valorCentavos?: number;
  /** The text of each page; by default 7: the author, five chapters, 'Questões de revisão'. */
  paginas?: string[];
  paginasGratis?: number;
  descricao?: string;
}

/** An e-book of the main product, its PDF (titled with its name, one line of text a page) in the app's file storage. */
export async function criarEbook(t: TestApp, e: NovoEbook) {
  const n = proximo();
  const nome = e.nome ?? `E-book de teste ${n}`;
  const autor = e.autor ?? `Autora de Teste ${n}`;
  const paginas = e.paginas ?? [
    autor,
    ...Array.from({ length: 5 }, (_, i) => `Capítulo ${i + 1} de ${nome}`),
    'Questões de revisão',
  ];
  const [materia] = await t.database.db
    .select({ id: s.materia.id })
    .from(s.materia)
    .where(eq(s.materia.nome, e.materia))
    .orderBy(s.materia.id)
    .limit(1);
  if (!materia) throw new Error(`matéria ${e.materia} não existe`);
  const arquivo = `ebooks/teste-${n}.pdf`;
  const pdf = await pdfDePaginas(nome, paginas);
  await t.app.fileStorage.put(arquivo, Readable.from([pdf]), 'application/pdf');
  const capa = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="340"><text y="40">${n}</text></svg>`;
  const [row] = await t.database.db
    .insert(s.ebook)
    .values({
      tenantId: 'aprovei',
      materiaId: materia.id,
      nome,
      autor,
      descricao: e.descricao ?? `Descrição do e-book de teste ${n}.`,
      capa: `data:image/svg+xml;base64,${Buffer.from(capa).toString('base64')}`,
      valorCentavos: e.valorCentavos ?? 29_90,
      numPaginas: paginas.length,
      paginasGratis: e.paginasGratis ?? 2,
      arquivo,
    })
    .returning({ id: s.ebook.id });
  return { id: row!.id, nome, autor, numPaginas: paginas.length };
}

/** A coupon valid from yesterday for a year: a percentage in basis points (1000 = 10 %) or centavos off. */
export async function criarCupom(
  db: DbOrTx,
  c: { codigo?: string; pontosBase?: number; valorCentavos?: number; idsPlanos?: number[] | null },
) {
  const codigo = c.codigo ?? `CUPOM TESTE ${proximo()}`;
  await db.insert(s.cupom).values({
    codigo,
    tipo: c.valorCentavos === undefined ? 'PERCENTUAL' : 'VALOR_FIXO',
    pontosBase: c.valorCentavos === undefined ? (c.pontosBase ?? 1000) : null,
    valorCentavos: c.valorCentavos ?? null,
    validoDe: new Date(Date.now() - DIA),
    validoAte: new Date(Date.now() + 365 * DIA),
    idsPlanos: c.idsPlanos ?? null,
  });
  return { codigo };
}

// ─── Communication ───────────────────────────────────────────────────────────────────────────────

/** A promotional popup, written by the module's own writer (which sanitises it); current by default. */
export async function criarDivulgacao(db: DbOrTx, d: Partial<NovaDivulgacao> = {}) {
  const n = proximo();
  const nova = {
    tenantId: 'aprovei' as const,
    tituloTexto: `Divulgação de teste ${n}`,
    conteudoTexto: `<p>Conteúdo da divulgação de teste ${n}.</p>`,
    ...d,
  };
  const id = await divulgacaoService(db).criar(nova);
  return { id, tituloTexto: nova.tituloTexto };
}

/**
 * Saves a card for a signed-in student as 'Dados da conta' does (tokenised at the app's gateway, then
 * POST cartao-credito): a test card number (README) decides what the sandbox answers when it is charged.
 */
export async function salvarCartaoTeste(
  t: TestApp,
  headers: Record<string, string>,
  numero = '4111111111111111',
  apelido = `Final ${numero.slice(-4)}`,
): Promise<{ idCartao: number }> {
  const token = await t.app.paymentGateway.tokenizeCard({
    number: numero,
    cvv: '123',
    holderName: 'MARIA DA SILVA',
    expMonth: 12,
    expYear: 2035,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cartao-credito',
    headers,
    payload: {
      apelido,
      token: token.cardToken,
      bandeira: token.brand,
      nome: 'MARIA DA SILVA',
      cpf: '52998224725',
      endereco: {
        cep: '01310-100',
        logradouro: 'Av. Paulista',
        numeroLogradouro: '1000',
        bairro: 'Bela Vista',
      },
    },
  });
  if (res.statusCode !== 200) throw new Error(`cartão não salvo: ${res.statusCode} ${res.body}`);
  return res.json() as { idCartao: number };
}
