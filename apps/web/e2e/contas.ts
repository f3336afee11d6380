import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { cpfValido } from './support.ts';

/**
 * The journeys' own people: registered and served through the public API, as a browser would (the
 * human check solved here, the plan bought from the sandbox gateway). Journeys that are not about the
 * demo content start from one of these, so that no journey depends on what another did to a demo account.
 */

export type Tenant = 'aprovei' | 'aprovei-med';

export interface Aluno {
  id: number;
  nome: string;
  cpf: string;
  telefone: string;
  email: string;
  senha: string;
  tenant: Tenant;
  /** The tenant and the session's bearer token, for API calls as this person. */
  headers: Record<string, string>;
}

export const SENHA_ALUNO = 'ipê roxo no quintal';

// A CPF range apart from the specs that register through the screens (0–400 M of cpfValido's seed).
const stamp = (Date.now() % 1_000_000) * 100;
let sequencia = 0;

/** Does what the captcha widget does: fetches a challenge, solves it, encodes the payload. */
export async function captchaResolvido(request: APIRequestContext, tenant: Tenant = 'aprovei') {
  const res = await request.get('/api/captcha/desafio', { headers: { 'x-tenant': tenant } });
  expect(res.status(), 'desafio do captcha').toBe(200);
  const challenge = await res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution, 'captcha resolvido').toBeTruthy();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

type Pergunta = { id: number; tipoResposta: { tipoResposta: string } };

/** The registration's questionnaire answered as a person would: NÃO to each yes/no, a line to each text. */
async function respostasQuestionario(request: APIRequestContext, tenant: Tenant) {
  const listar = async (caminho: string) =>
    (await (
      await request.get(`/api/pergunta-usuario/${caminho}`, { headers: { 'x-tenant': tenant } })
    ).json()) as Pergunta[];
  const respostas: { idPerguntaUsuario: number; resposta: string }[] = [];
  const pendentes = await listar('listar-perguntas');
  for (let p = pendentes.shift(); p; p = pendentes.shift()) {
    const simNao = p.tipoResposta.tipoResposta === 'SIM_NAO';
    respostas.push({ idPerguntaUsuario: p.id, resposta: simNao ? 'NAO' : 'Indicação de uma colega' });
    if (simNao) pendentes.push(...(await listar(`listar-sub-pergunta-nao/${p.id}`)));
  }
  return respostas;
}

/**
 * A new student, registered through POST conta/cadastrar (no plan: the free trainee plan). `nome`'s first
 * word is the greeting of the home ('Olá Ana'). The current promotional popup is dismissed for good
 * ('Não mostrar novamente.'), as a returning student would have it, unless `comPopup`.
 */
export async function novoAluno(
  request: APIRequestContext,
  {
    nome = 'Ana Teste Jornada',
    tenant = 'aprovei' as Tenant,
    telefone = '11987650000',
    comPopup = false,
  } = {},
): Promise<Aluno> {
  sequencia += 1;
  const n = stamp + sequencia;
  const pessoa = {
    nome,
    cpf: cpfValido(500_000_000 + n),
    telefone,
    email: `jornada.${n}@exemplo.com`,
    senha: SENHA_ALUNO,
  };
  const res = await request.post('/api/conta/cadastrar', {
    headers: { 'x-tenant': tenant },
    data: {
      ...pessoa,
      apelido: nome.split(' ')[0],
      confirmarSenha: pessoa.senha,
      respostasPerguntaUsuario: await respostasQuestionario(request, tenant),
      captcha: await captchaResolvido(request, tenant),
    },
  });
  expect(res.status(), `cadastro de ${pessoa.email}: ${await res.text()}`).toBe(201);
  const body = (await res.json()) as { id: number; access_token: string };
  const headers = { 'x-tenant': tenant, authorization: `Bearer ${body.access_token}` };
  if (!comPopup) {
    const popup = (await (await request.get('/api/divulgacao/carregar', { headers })).json()) as {
      id?: number;
    };
    if (popup.id) {
      const visto = await request.post(`/api/divulgacao/cadastra-divulgacao-vista-usuario/${popup.id}`, {
        headers,
      });
      expect(visto.status()).toBe(204);
    }
  }
  return { ...pessoa, id: body.id, tenant, headers };
}

/** A card the sandbox approves, tokenised at the gateway as the card form does. */
async function cartaoAprovado(request: APIRequestContext, aluno: Aluno) {
  const { url } = await (
    await request.get('/api/cartao-credito/tokenizador', { headers: { 'x-tenant': aluno.tenant } })
  ).json();
  const res = await request.post(`/api/${url}`, {
    headers: { 'x-tenant': aluno.tenant },
    data: {
      card_number: '4111111111111111',
      security_code: '123',
      expiration_month: 12,
      expiration_year: 2035,
      cardholder: { name: 'MARIA DA SILVA', identification: { type: 'CPF', number: aluno.cpf } },
    },
  });
  expect(res.status(), `token do cartão: ${await res.text()}`).toBe(200);
  return {
    apelido: 'Cartão da jornada',
    token: (await res.json()).id as string,
    bandeira: 'VISA',
    nome: 'MARIA DA SILVA',
    cpf: aluno.cpf,
    endereco: {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numeroLogradouro: '1000',
      bairro: 'Bela Vista',
    },
  };
}

/**
 * Buys plan `idPlano` for `aluno` at the checkout's API (POST assinatura/realizar-assinatura-plano): by an
 * approved card (the contract renews on it), or by Pix, which the sandbox is then told to settle. Answers
 * the paid order's id.
 */
export async function comprarPlano(
  request: APIRequestContext,
  aluno: Aluno,
  idPlano: number,
  {
    pagamento = 'CARTAO_CREDITO' as 'CARTAO_CREDITO' | 'PIX',
    cupom = null as string | null,
    produtos = [] as number[],
  } = {},
): Promise<number> {
  const cartao = pagamento === 'PIX' ? null : await cartaoAprovado(request, aluno);
  const res = await request.post('/api/assinatura/realizar-assinatura-plano', {
    headers: aluno.headers,
    data: {
      chaveIdempotencia: randomUUID(),
      metodoPagamento: pagamento,
      cartao,
      qtdParcelas: 1,
      cupomDesconto: cupom,
      idPlano,
      produtosForaDoPlano: produtos,
      aceiteContrato: true,
      captcha: await captchaResolvido(request, aluno.tenant),
    },
  });
  expect(res.status(), `compra do plano ${idPlano}: ${await res.text()}`).toBe(200);
  const pedido = (await res.json()) as { idFatura: number; statusPagamento: string };
  if (pagamento === 'PIX') {
    const pago = await request.post(`/api/assinatura/sandbox/pagar-pix?idFatura=${pedido.idFatura}`, {
      headers: aluno.headers,
    });
    expect(await pago.json()).toEqual({ pago: true });
  } else {
    expect(pedido.statusPagamento).toBe('approved');
  }
  return pedido.idFatura;
}

/** A new student holding `planos` (each bought by card), like the demo student's Residência Anual. */
export async function alunoComPlanos(
  request: APIRequestContext,
  planos: number[] = [1],
  opcoes: Parameters<typeof novoAluno>[1] = {},
): Promise<Aluno> {
  const aluno = await novoAluno(request, opcoes);
  for (const idPlano of planos) await comprarPlano(request, aluno, idPlano);
  return aluno;
}

/** The CPF as a person types it to sign in: 529.982.247-25. */
export function cpfComMascara(cpf: string): string {
  return cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/** A question as the search lists it (GET questoes/listar-questoes). */
export interface QuestaoListada {
  id: number;
  numeroQuestao: number;
  questaoSomatoria: boolean;
  listaAlternativas: { id: number; ordem: number }[];
}

/**
 * Subject `nome` of platform 1 and its ordinary (not summation) questions in numbered order, read
 * through the API as the practice screen searches them with the student's session.
 */
export async function questoesOrdinariasDa(request: APIRequestContext, aluno: Aluno, nome: string) {
  const headers = aluno.headers;
  const cursos = (await (await request.get('/api/cursos/plataformas/1', { headers })).json()) as {
    id: number;
  }[];
  for (const curso of cursos) {
    const materias = (await (await request.get(`/api/materias/cursos/${curso.id}`, { headers })).json()) as {
      id: number;
      nome: string;
    }[];
    const materia = materias.find((m) => m.nome === nome);
    if (!materia) continue;
    const lista = await (
      await request.get(
        `/api/questoes/listar-questoes?idPlataforma=1&idCurso=${curso.id}&listaMateriaQuestao=${materia.id}&todasQuestoes=true&orderBy=NUMERO`,
        { headers },
      )
    ).json();
    return { materia, questoes: (lista.content as QuestaoListada[]).filter((q) => !q.questaoSomatoria) };
  }
  throw new Error(`matéria ${nome} não encontrada`);
}
