import type { TDepoimentoNovo } from '@aprovei/shared/depoimentos/depoimentos.schemas';
import type { DbOrTx } from '../db/client.ts';
import { depoimentosService, retratoSvg } from '../modules/depoimentos/index.ts';

/** Testimonials of the landing page: fictional students, copy written for the project. */
export const DEPOIMENTOS: TDepoimentoNovo[] = [
  {
    tenantId: 'aprovei',
    nome: 'Mariana Albuquerque',
    cargo: 'Residente em Cirurgia e Traumatologia Bucomaxilofacial',
    depoimento:
      'Resolvi as questões comentadas todos os dias no intervalo do estágio. Os simulados com ranking me mostraram onde eu estava perdendo pontos e cheguei à prova sabendo exatamente o que revisar.',
    svg: retratoSvg('MA', '#c5f6fa', '#e0b08a', '#4a2c1a', '#0b7285'),
    ordem: 1,
  },
  {
    tenantId: 'aprovei',
    nome: 'Rafael Tavares',
    cargo: 'Aprovado em Odontologia Hospitalar',
    depoimento:
      'As métricas por matéria mudaram a minha forma de estudar: parei de insistir no que já dominava e passei a focar em farmacologia e anatomia, que eram meus pontos fracos.',
    svg: retratoSvg('RT', '#fff3bf', '#a86f4c', '#1b1b1b', '#2b8a3e'),
    ordem: 2,
  },
  {
    tenantId: 'aprovei',
    nome: 'Juliana Moreira',
    cargo: 'Aprovada no concurso do Tribunal Regional',
    depoimento:
      'Os exercícios de fixação de Certo ou Errado são perfeitos para a banca que eu prestei. Estudava pelo celular no ônibus e acompanhava minha evolução semana a semana.',
    svg: retratoSvg('JM', '#d3f9d8', '#f1c7a3', '#8c4a2f', '#f08c00'),
    ordem: 3,
  },
  {
    tenantId: 'aprovei',
    nome: 'Lucas Ferreira',
    cargo: 'Residente em Odontologia Hospitalar',
    depoimento:
      'O checklist de estudos me ajudou a organizar um ano inteiro de preparação. Saber o que faltava estudar tirou muito da ansiedade da reta final.',
    svg: retratoSvg('LF', '#e5dbff', '#c68863', '#3b2417', '#5f3dc4'),
    ordem: 4,
  },
  {
    tenantId: 'aprovei-med',
    nome: 'Beatriz Nogueira',
    cargo: 'Estudante do 6º ano de Medicina',
    depoimento:
      'Uso a plataforma para revisar clínica médica entre os plantões do internato. As questões comentadas são objetivas e me ajudam a fixar os conceitos que mais caem.',
    svg: retratoSvg('BN', '#edf2ff', '#e8b894', '#2f1b12', '#4c3bcf'),
    ordem: 1,
  },
  {
    tenantId: 'aprovei-med',
    nome: 'Gustavo Ramos',
    cargo: 'Aprovado em Residência de Clínica Médica',
    depoimento:
      'A calculadora de currículo me mostrou quanto eu ganharia com cada atividade. Planejei os últimos semestres com isso e fiz diferença na análise curricular.',
    svg: retratoSvg('GR', '#ffe8cc', '#8d5a3b', '#111111', '#e8590c'),
    ordem: 2,
  },
];

/** The landing's testimonials, added one by one as the back office adds them. */
export async function seedDepoimentos(tx: DbOrTx) {
  const depoimentos = depoimentosService(tx);
  for (const d of DEPOIMENTOS) await depoimentos.cadastrar(d);
}
