import type { TQuestao } from '@aprovei/shared/questoes/questoes.schemas';
import { MENSAGEM_SEM_REVISOES } from '@aprovei/shared/revisao/revisao.rules';
import type { TQuestaoSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, PUBLIC_API, type RouteValue, reply } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';

const questao: TQuestao = {
  id: 42,
  numeroQuestao: 7,
  enunciado: '<p>Qual é a dose?</p>',
  ano: { id: 1, ano: 2024 },
  instituicao: { id: 2, nome: 'USP' },
  banca: null,
  listaMaterias: [{ id: 3, nome: 'Clínica' }],
  listaConteudos: [],
  listaSubConteudos: [],
  questaoSomatoria: false,
  listaAlternativas: [
    { id: 12, ordem: 2, enunciado: '10 mg', valorSomatoria: null, respostaMultiplaEscolhaSelecionada: false },
    { id: 11, ordem: 1, enunciado: '5 mg', valorSomatoria: null, respostaMultiplaEscolhaSelecionada: false },
  ],
  respondida: false,
  ultimaCorreta: null,
  valorSomatoriaRespondida: null,
  totalComentarios: 0,
  reacoes: { total: 0, minhas: [], porTipo: [] } as unknown as TQuestao['reacoes'],
  situacao: 'PUBLICADA',
};

function tela(hoje: RouteValue) {
  signInAs();
  const mock = mockApi({
    ...PUBLIC_API,
    'GET conta/verificar-premicao-academy': false,
    'GET revisoes/hoje': hoje,
    'GET revisoes/preferencias': { dataProva: null, emailDiario: false, horaEmail: 8 },
    'PUT revisoes/preferencias': { dataProva: '2027-03-07', emailDiario: true, horaEmail: 19 },
    'POST revisoes/revisar': {
      questao: {
        certoErrado: true,
        feedback: '<p>Porque sim.</p>',
        id: 11,
        valorSomatoriaResposta: null,
        idResposta: 99,
        explicacoesAlternativas: [],
        gabaritoAlterado: null,
      },
      exercicio: null,
      proximaRevisao: '2030-03-14T12:00:00.000Z',
      diasAteProxima: 4,
    },
  });
  return { mock, app: renderApp('/revisoes') };
}

describe('/revisoes', () => {
  it('shows one item, lettered in the order sent, answers it with the certainty and says when it returns', async () => {
    const { mock, app } = tela({
      total: 3,
      itens: [{ tipo: 'questao', devidoEm: '2030-03-10T12:00:00.000Z', questao }],
    });
    expect(await screen.findByRole('heading', { name: 'Revisões de hoje' })).toBeInTheDocument();
    expect(await screen.findByText('3 revisões para hoje')).toBeInTheDocument();
    expect(screen.getByText('Qual é a dose?')).toBeInTheDocument();
    // The alternatives and the three certainty chips (single choice).
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: /A\)\s*10 mg/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Responder' })).toBeDisabled();

    await app.user.click(screen.getByRole('radio', { name: /B\)\s*5 mg/ }));
    await app.user.click(screen.getByRole('radio', { name: 'Tenho certeza' }));
    await app.user.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Você acertou!')).toBeInTheDocument();
    expect(screen.getByText('Este item volta em 4 dias (14/03/2030).')).toBeInTheDocument();
    expect(screen.getByText('Porque sim.')).toBeInTheDocument();
    await waitFor(() => expect(mock.callsTo('POST', 'revisoes/revisar')).toHaveLength(1));
    expect(mock.callsTo('POST', 'revisoes/revisar')[0]!.body).toEqual({
      tipo: 'questao',
      idItem: 42,
      idAlternativa: 11,
      certeza: 'TENHO_CERTEZA',
    });
  });

  it("a closed mock's question is reviewed the same way: answered by its alternative, its key and explanation after", async () => {
    const doSimulado: TQuestaoSimulado = {
      id: 77,
      numeroQuestao: 3,
      enunciado: '<p>Qual é o nervo?</p>',
      ano: { id: 1, ano: 2026 },
      instituicao: { id: 5, nome: 'ENARE' },
      listaMaterias: [],
      listaConteudos: [],
      listaAlternativas: [
        { id: 702, ordem: 2, enunciado: 'lingual', respostaMultiplaEscolhaSelecionada: false },
        { id: 701, ordem: 1, enunciado: 'bucal', respostaMultiplaEscolhaSelecionada: false },
      ],
      tipoQuestaoEnare: 'ESPECIFICO',
      idSimuladoEnare: 9,
      exibirDadosAdicionaisEnare: false,
      idAlternativaCorreta: null,
      explicacao: null,
    };
    const { mock, app } = tela({
      total: 1,
      itens: [{ tipo: 'simulado_questao', devidoEm: '2030-03-10T12:00:00.000Z', questao: doSimulado }],
    });
    expect(await screen.findByText('Qual é o nervo?')).toBeInTheDocument();
    expect(screen.getByText(/Simulado · ENARE · 2026/)).toBeInTheDocument();
    await app.user.click(screen.getByRole('radio', { name: /B\)\s*bucal/ }));
    await app.user.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Você acertou!')).toBeInTheDocument();
    expect(mock.callsTo('POST', 'revisoes/revisar')[0]!.body).toEqual({
      tipo: 'simulado_questao',
      idItem: 77,
      idAlternativa: 701,
      certeza: null,
    });
  });

  it('says when nothing is due', async () => {
    tela({ total: 0, itens: [] });
    expect(await screen.findByText(/Nenhuma revisão para hoje/)).toBeInTheDocument();
  });

  it('saves the exam date and the daily e-mail at the chosen hour', async () => {
    const { mock, app } = tela({ total: 0, itens: [] });
    const data = await screen.findByLabelText(/Data da sua prova/);
    fireEvent.change(data, { target: { value: '2027-03-07' } });
    await app.user.click(screen.getByRole('switch', { name: /Receber por e-mail/ }));
    const hora = screen.getAllByLabelText('Horário do e-mail').find((e) => e.tagName === 'INPUT')!;
    await app.user.click(hora);
    await app.user.click(await screen.findByRole('option', { name: '19:00' }));
    await app.user.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    await waitFor(() => expect(mock.callsTo('PUT', 'revisoes/preferencias')).toHaveLength(1));
    expect(mock.callsTo('PUT', 'revisoes/preferencias')[0]!.body).toEqual({
      dataProva: '2027-03-07',
      emailDiario: true,
      horaEmail: 19,
    });
    expect(await screen.findByText('Preferências das revisões salvas.')).toBeInTheDocument();
  });

  it('shows trainees the 401 and the way to the plans', async () => {
    tela(reply({ codigo: 'SEM_ACESSO', mensagem: MENSAGEM_SEM_REVISOES }, 401));
    expect(await screen.findByText(MENSAGEM_SEM_REVISOES)).toBeInTheDocument();
  });
});
