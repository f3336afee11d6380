import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { ERROS_SIMULADO } from '../api/simulados.api';
import { EstatisticasSimulado } from './estatisticas-simulado';

const partes = {
  comum: { numeroAcertos: 7, numeroErros: 3 },
  especifico: { numeroAcertos: 6, numeroErros: 4 },
  portugues: { numeroAcertos: 8, numeroErros: 2 },
  sus: { numeroAcertos: 5, numeroErros: 5 },
};
const materias = [
  { idMateria: 1, nomeMateria: 'Cardiologia', numeroAcertos: 4, numeroErros: 1 },
  { idMateria: 2, nomeMateria: 'Pediatria', numeroAcertos: 2, numeroErros: 3 },
];

function setup(nome: string, rotas: Parameters<typeof mockApi>[0] = {}) {
  signInAs({});
  const mock = mockApi({
    'GET questoes/buscar-nome-simulado/4': {
      id: 4,
      nome,
      tipo: nome.includes('FUVEST') ? 'FUVEST' : 'ENARE',
    },
    'GET estatisticas/listar-estatisticas-enare': partes,
    'GET estatisticas/listar-estatisticas-enare-materias': materias,
    ...rotas,
  });
  return { ...renderUi(<EstatisticasSimulado idSimulado={4} />), mock };
}

describe('mock statistics', () => {
  it('ENARE: common, specific and SUS donuts (every question counted), one per subject, titled with the name', async () => {
    const { mock } = setup('Simulado ENARE 2027 nº 1');
    expect(screen.getByLabelText('Carregando')).toBeInTheDocument();
    expect(await screen.findByText('Estatísticas do Simulado ENARE 2027 nº 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Questões comuns - Simulado ENARE 2027 nº 1')).toHaveTextContent(
      'Acertos: 7',
    );
    expect(screen.getByLabelText('Questões específicas - Simulado ENARE 2027 nº 1')).toHaveTextContent(
      'Erros: 4',
    );
    // The SUS part too: 7+3, 6+4 and 5+5 — all 30 questions.
    expect(screen.getByLabelText('SUS - Simulado ENARE 2027 nº 1')).toHaveTextContent('Acertos: 5');
    expect(screen.queryByLabelText(/SUS e políticas públicas/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cardiologia')).toHaveTextContent('Acertos: 4');
    expect(screen.getByLabelText('Pediatria')).toHaveTextContent('Erros: 3');
    expect(
      mock.callsTo('GET', 'estatisticas/listar-estatisticas-enare')[0]?.url.searchParams.get('idSimulado'),
    ).toBe('4');
  });

  it('FUVEST (by the name): Portuguese instead of common, and SUS', async () => {
    setup('Simulado FUVEST 2027');
    expect(await screen.findByLabelText('Português - Simulado FUVEST 2027')).toHaveTextContent('Acertos: 8');
    expect(screen.getByLabelText('SUS e políticas públicas - Simulado FUVEST 2027')).toHaveTextContent(
      'Erros: 5',
    );
    expect(screen.queryByLabelText(/Questões comuns/)).not.toBeInTheDocument();
  });

  it('says so when there is no subject', async () => {
    setup('Simulado ENARE 2027 nº 1', { 'GET estatisticas/listar-estatisticas-enare-materias': [] });
    expect(await screen.findByText('Nenhuma estatística por matéria neste simulado.')).toBeInTheDocument();
  });

  it('shows the spec text when the statistics fail', async () => {
    setup('Simulado ENARE 2027 nº 1', {
      'GET estatisticas/listar-estatisticas-enare': reply(
        { codigo: 'X', mensagem: 'Simulado não finalizado.' },
        422,
      ),
    });
    expect(await screen.findByText(ERROS_SIMULADO.estatisticas)).toBeInTheDocument();
  });
});
