import type { TSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../testing/fetch-mock';
import { planoExemplo } from '../../../testing/planos';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { ERROS_SIMULADO } from '../api/simulados.api';
import { ListaSimulados } from './lista-simulados';

const semNotas = {
  numeroAcertos: null,
  pontuacao: null,
  acertosSus: null,
  pontosSus: null,
  acertosEspecifico: null,
  pontosEspecifico: null,
  acertosGeral: null,
  pontosGeral: null,
  acertosPortugues: null,
  pontosPortugues: null,
  partes: null,
};

function simulado(parcial: Partial<TSimulado> & Pick<TSimulado, 'id' | 'nome'>): TSimulado {
  return {
    tipo: 'ENARE',
    idPacote: null,
    liberado: true,
    dataLiberacao: '2026-01-10T12:00:00.000Z',
    acabouSimulado: false,
    isGratuito: true,
    bloqueado: false,
    totalQuestoes: 30,
    duracaoMinutos: null,
    iniciadoEm: null,
    fimDoTempo: null,
    finalizadoEm: null,
    ...semNotas,
    ...parcial,
  };
}

const futuro = simulado({
  id: 3,
  nome: 'Simulado ENARE 2027 nº 3',
  liberado: false,
  dataLiberacao: '2027-03-15T15:00:00.000Z',
});
const liberado = simulado({ id: 1, nome: 'Simulado ENARE 2027 nº 1' });
const finalizadoFuvest = simulado({
  id: 4,
  nome: 'Simulado FUVEST 2027',
  tipo: 'FUVEST',
  acabouSimulado: true,
  numeroAcertos: 21,
  pontuacao: 70,
  acertosPortugues: 8,
  pontosPortugues: 24,
  acertosSus: 6,
  pontosSus: 18,
  acertosEspecifico: 7,
  pontosEspecifico: 28,
  partes: [
    { parte: 'PORTUGUES', acertos: 8, total: 10, pontos: 24 },
    { parte: 'SUS', acertos: 6, total: 10, pontos: 18 },
    { parte: 'ESPECIFICO', acertos: 7, total: 10, pontos: 28 },
  ],
});
const planos = [
  planoExemplo({ id: 1, nomePlano: 'Residência Anual' }),
  planoExemplo({
    id: 4,
    nomePlano: 'Simulados Nacionais ENARE',
    planoEnare: true,
    tipoPlano: 'P',
    valorIntegralPlano: 149,
    planoParcelado: [
      { qtdParcela: 1, valorParcelado: 149 },
      { qtdParcela: 3, valorParcelado: 49.66 },
    ],
  }),
  planoExemplo({
    id: 7,
    nomePlano: 'Residência Premium 24 meses',
    planoEnare: true,
    valorIntegralPlano: 997,
  }),
];

function setup(rotas: Parameters<typeof mockApi>[0]) {
  signInAs({});
  const mock = mockApi({
    'GET questoes/listar-simulados-enare-fora-plano-gratuitos': [liberado, futuro],
    'GET questoes/listar-simulados-enare-fora-plano-pagos': [finalizadoFuvest],
    'GET enare/buscar-pacotes-simulados': [],
    'GET planos/listar': planos,
    ...rotas,
  });
  return { ...renderUi(<ListaSimulados />), mock };
}

describe('mock list', () => {
  it('shows a loader, then unreleased, released and finished mocks as the spec says', async () => {
    setup({});
    expect(screen.getByLabelText('Carregando')).toBeInTheDocument();
    expect(await screen.findByText('Simulado ENARE 2027 nº 3 - disponível 15/03/2027')).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Ir para o simulado' }).map((a) => a.getAttribute('href')),
    ).toEqual(['/SimuladoEnare/1', '/SimuladoEnare/4']);
    expect(
      screen
        .getAllByRole('link', { name: 'Ver minhas estatisticas do simulado' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/estatisticas-simulado-enare/1', '/estatisticas-simulado-enare/4']);
    expect(screen.getByText('Acertos: 21/30')).toBeInTheDocument();
    expect(screen.getByText('Português: 8 acertos de 10, 24 pontos')).toBeInTheDocument();
    expect(screen.getByText('SUS e políticas públicas: 6 acertos de 10, 18 pontos')).toBeInTheDocument();
    expect(screen.getByText('Específico: 7 acertos de 10, 28 pontos')).toBeInTheDocument();
    expect(screen.getByText('Pontuação: 70 pontos')).toBeInTheDocument();
    expect(screen.queryByText(/^Geral:/)).not.toBeInTheDocument();
  });

  it('toggles a package: its owned mocks and the locked ones as disabled buttons', async () => {
    const doPacote = simulado({
      id: 7,
      nome: 'Simulado ENARE 2027 nº 2',
      idPacote: 2,
      acabouSimulado: true,
      numeroAcertos: 25,
      pontuacao: 80,
      acertosSus: 9,
      pontosSus: 27,
      acertosEspecifico: 10,
      pontosEspecifico: 40,
      acertosGeral: 6,
      pontosGeral: 13,
      partes: [
        { parte: 'SUS', acertos: 1, total: 10, pontos: 1 },
        { parte: 'ESPECIFICO', acertos: 10, total: 10, pontos: 40 },
        { parte: 'GERAL', acertos: 6, total: 10, pontos: 13 },
      ],
    });
    const bloqueado = simulado({ id: 8, nome: 'Simulado FUVEST pago', idPacote: 2, bloqueado: true });
    const { user } = setup({
      'GET enare/buscar-pacotes-simulados': [
        { id: 1, nome: 'Pacote gratuito', isGratuito: true, bloqueado: false },
        { id: 2, nome: 'Pacote ENARE', isGratuito: false, bloqueado: false },
      ],
      'GET questoes/listar-simulados-enare/2': [doPacote],
      'GET questoes/listar-simulados-enare-bloqueados/2': [bloqueado],
    });
    const botao = await screen.findByRole('button', { name: 'Pacote ENARE' });
    expect(screen.getByRole('button', { name: 'Pacote gratuito' })).toBeInTheDocument();
    await user.click(botao);
    const pacote = await screen.findByLabelText('Simulados do pacote Pacote ENARE');
    expect(await within(pacote).findByText('Acertos: 25/30')).toBeInTheDocument();
    // One hit, one point: singular.
    expect(within(pacote).getByText('SUS: 1 acerto de 10, 1 ponto')).toBeInTheDocument();
    expect(within(pacote).getByText('Geral: 6 acertos de 10, 13 pontos')).toBeInTheDocument();
    expect(within(pacote).getByRole('button', { name: 'Simulado FUVEST pago' })).toBeDisabled();
    await user.click(botao);
    expect(screen.queryByLabelText('Simulados do pacote Pacote ENARE')).not.toBeInTheDocument();
  });

  it('locks a paid mock and a package the student does not own: a lock, no way in, the plan that unlocks them with its price and the button that buys it', async () => {
    const pago = simulado({ id: 9, nome: 'Simulado ENARE pago', isGratuito: false, bloqueado: true });
    const { user, router } = setup({
      'GET questoes/listar-simulados-enare-fora-plano-pagos': [pago],
      'GET enare/buscar-pacotes-simulados': [
        { id: 3, nome: 'Pacote Reta Final ENARE e FUVEST', isGratuito: false, bloqueado: true },
      ],
      'GET questoes/listar-simulados-enare/3': [],
      'GET questoes/listar-simulados-enare-bloqueados/3': [
        simulado({ id: 10, nome: 'Simulado FUVEST 2027', idPacote: 3, bloqueado: true }),
      ],
    });
    const card = await screen.findByLabelText('Simulado ENARE pago (bloqueado)');
    expect(within(card).queryByRole('link', { name: 'Ir para o simulado' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ir para o simulado' })).toBeDisabled();
    expect(
      within(card).queryByRole('link', { name: 'Ver minhas estatisticas do simulado' }),
    ).not.toBeInTheDocument();
    // The cheapest plan with national mocks, its price and instalments.
    expect(await within(card).findByText(/Incluído no plano Simulados Nacionais ENARE:/)).toHaveTextContent(
      'Incluído no plano Simulados Nacionais ENARE: R$ 149,00 ou 3x de R$ 49,66',
    );
    expect(
      within(card).getByRole('link', {
        name: 'Adquirir o plano Simulados Nacionais ENARE para liberar Simulado ENARE pago',
      }),
    ).toHaveAttribute('href', '/assinatura-plano/4');

    const botao = screen.getByRole('button', { name: /Pacote Reta Final ENARE e FUVEST/ });
    expect(within(botao).getByLabelText('Bloqueado')).toBeInTheDocument();
    await user.click(botao);
    const bloqueados = await screen.findByLabelText(
      'Simulados bloqueados do pacote Pacote Reta Final ENARE e FUVEST',
    );
    expect(within(bloqueados).getByRole('button', { name: 'Simulado FUVEST 2027' })).toBeDisabled();
    expect(await within(bloqueados).findByText(/R\$ 149,00/)).toBeInTheDocument();
    // A plan of type P goes straight to its subscription.
    await user.click(
      within(bloqueados).getByRole('link', {
        name: 'Adquirir o plano Simulados Nacionais ENARE para liberar o Pacote Reta Final ENARE e FUVEST',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/assinatura-plano/4'));
  });

  it('says so when there is no mock', async () => {
    setup({
      'GET questoes/listar-simulados-enare-fora-plano-gratuitos': [],
      'GET questoes/listar-simulados-enare-fora-plano-pagos': [],
    });
    expect(await screen.findByText('Nenhum simulado disponível.')).toBeInTheDocument();
  });

  it('shows the spec text when the list fails', async () => {
    setup({ 'GET questoes/listar-simulados-enare-fora-plano-pagos': reply({ mensagem: 'x' }, 500) });
    expect(await screen.findAllByText(ERROS_SIMULADO.lista)).not.toHaveLength(0);
  });
});
