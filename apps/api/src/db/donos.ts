/**
 * Who writes each table (issue 20 §2): one owner per table, a folder or file under `apps/api/src` —
 * mostly a module (`modules/assinatura`), sometimes one file of it (the ledger: `modules/checkout/movimentos`)
 * or a floor below the modules (the outbox: `mail`). Only the owner's files insert, update or delete its
 * rows; another module asks the owner's public face (`modules/<x>/index.ts`) to change them, and reads
 * through it or through a read the owner publishes. `apps/api/test/donos.test.ts` reads the source and
 * fails on any other writer; the type below makes a new table without an owner a compile error.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

type Schema = typeof schema;
/** The schema's exports that are tables (`contratacao`, not its enums). */
export type Tabela = { [K in keyof Schema]: Schema[K] extends PgTable ? K : never }[keyof Schema];

const catalogo = 'modules/catalogo';
const conta = 'modules/conta';
const planos = 'modules/planos';
const plataforma = 'modules/plataforma';
const questoes = 'modules/questoes';
const exercicios = 'modules/exercicios-fixacao';
const simulados = 'modules/simulados';
const questaoAberta = 'modules/questao-aberta';
const checkout = 'modules/checkout';
const sandbox = 'gateways';

export const DONOS: Record<Tabela, string> = {
  // The platforms and their settings.
  tenant: plataforma,
  plataforma,
  parametro: plataforma,
  politicaVersao: 'modules/politica',
  politicaAceite: 'modules/politica',
  // The study catalogue (course → subject → content → sub-content) and its reference lists.
  curso: catalogo,
  materia: catalogo,
  conteudo: catalogo,
  subConteudo: catalogo,
  ano: catalogo,
  banca: catalogo,
  instituicao: catalogo,
  tipoLogradouro: catalogo,
  // Accounts.
  usuario: conta,
  codigoSenha: conta,
  perguntaUsuario: conta,
  respostaPerguntaUsuario: conta,
  sessaoRefresh: 'modules/auth',
  identidadeExterna: 'modules/identidade-externa',
  entradaExterna: 'modules/identidade-externa',
  tentativaLogin: 'modules/auth',
  segundoFator: 'modules/segundo-fator',
  codigoRecuperacao: 'modules/segundo-fator',
  desafioSegundoFator: 'modules/segundo-fator',
  captchaUsado: 'plugins/captcha',
  contadorJanela: 'db/contador',
  emailEnviado: 'mail',
  // The back office's audit log.
  auditoria: 'modules/equipe',
  // What is sold, bought and paid.
  plano: planos,
  planoParcela: planos,
  funcionalidade: planos,
  planoFuncionalidade: planos,
  contratacao: 'modules/assinatura',
  produto: 'modules/produtos',
  produtoComprado: 'modules/produtos',
  produtoPlano: 'modules/produtos',
  pedido: checkout,
  cupom: checkout,
  divergenciaConciliacao: checkout,
  estorno: checkout,
  lancamentoFinanceiro: 'modules/checkout/movimentos',
  enderecoUsuario: 'modules/consulta-cep',
  cartaoCredito: 'modules/cartao-credito',
  ebook: 'modules/ebook',
  ebookUsuario: 'modules/ebook',
  // The sandbox acquirer's own books.
  clienteSandbox: sandbox,
  cartaoSandbox: sandbox,
  pagamentoSandbox: sandbox,
  reembolsoSandbox: sandbox,
  // Study items: each kind owns its items, links, answers and per-user state (itens-estudo writes the
  // answers through the kind's descriptor, on the kind's behalf).
  questao: questoes,
  alternativa: questoes,
  questaoMateria: questoes,
  questaoConteudo: questoes,
  questaoSubConteudo: questoes,
  respostaQuestao: questoes,
  questaoUsuario: questoes,
  exercicio: exercicios,
  exercicioMateria: exercicios,
  exercicioConteudo: exercicios,
  respostaExercicio: exercicios,
  exercicioUsuario: exercicios,
  preferenciaEstudo: 'modules/itens-estudo',
  alteracaoGabarito: 'modules/itens-estudo',
  estatisticaUsuario: 'modules/estatisticas',
  estatisticaMateriaUsuario: 'modules/estatisticas',
  estatisticaConteudoUsuario: 'modules/estatisticas',
  comentario: 'modules/comentarios',
  comentarioResposta: 'modules/comentarios',
  reacao: 'modules/reacoes',
  emoji: 'modules/reacoes',
  // Mock exams.
  pacoteSimulado: simulados,
  compraPacoteSimulado: simulados,
  simulado: simulados,
  simuladoQuestao: simulados,
  simuladoAlternativa: simulados,
  simuladoQuestaoMateria: simulados,
  simuladoQuestaoConteudo: simulados,
  respostaSimuladoQuestao: simulados,
  simuladoQuestaoUsuario: simulados,
  simuladoTentativa: simulados,
  simuladoRankingPontuacao: simulados,
  // Open questions.
  questaoAberta,
  temaQuestaoAberta: questaoAberta,
  respostaQuestaoAberta: questaoAberta,
  pacoteQuestaoAberta: questaoAberta,
  preferenciaQuestaoAberta: questaoAberta,
  professorTema: questaoAberta,
  // The rest of the student's tools and the landing.
  calculadoraCurriculo: 'modules/calculadora',
  preenchimentoCalculadora: 'modules/calculadora',
  checklist: 'modules/checklist',
  checklistConteudo: 'modules/checklist',
  divulgacao: 'modules/divulgacao',
  divulgacaoVista: 'modules/divulgacao',
  depoimento: 'modules/depoimentos',
  itemLanding: 'modules/conteudo-publico',
  mensagemSuporte: 'modules/suporte',
  respostaSuporte: 'modules/suporte',
  // The back-office reports' rollups (their refresh job; the reports only read everyone else's rows).
  relatorioRespostaDia: 'modules/relatorios',
  relatorioQuestao: 'modules/relatorios',
  relatorioAgregado: 'modules/relatorios',
  // The daily review's decks, their log, the answers' certainty and the review settings (issue 24).
  revisaoCartao: 'modules/baralho',
  revisaoLog: 'modules/baralho',
  respostaCerteza: 'modules/baralho',
  revisaoPreferencia: 'modules/baralho',
  revisaoRespostaSimulado: 'modules/baralho',
  // The Rasch difficulties of the questions (the projected score's nightly calibration, issue 24 §3).
  itemDificuldade: 'modules/projecao',
  // The devices that accepted web push notifications (issue 25 §2).
  inscricaoPush: 'modules/notificacoes-push',
};
