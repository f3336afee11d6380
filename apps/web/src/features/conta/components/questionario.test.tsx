import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, PUBLIC_API, reply } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { ERRO_INFORMACOES_NECESSARIAS, ERRO_PERGUNTAS_USUARIO } from '../api/conta.api';

vi.mock('../../../components/captcha', () => ({ Captcha: () => null }));

const pergunta = (id: number, texto: string, tipo: 'SIM_NAO' | 'TEXTO', sim: number | null = null) => ({
  id,
  pergunta: texto,
  tipoResposta: { tipoResposta: tipo },
  idPerguntaUsuarioSim: sim,
  idPerguntaUsuarioNao: null,
});

async function erroNoDialogo(texto: string) {
  const dialogo = await screen.findByRole('dialog', { name: 'Erro' });
  expect(within(dialogo).getByText(texto)).toBeInTheDocument();
}

describe('the registration questionnaire when its calls fail (spec doc 1 §8)', () => {
  it("says 'Erro ao listar perguntas do usuário!…' when the questions cannot be listed", async () => {
    mockApi({ ...PUBLIC_API, 'GET pergunta-usuario/listar-perguntas': reply(undefined, 503) });
    renderApp('/usuario/cadastro');
    await erroNoDialogo(ERRO_PERGUNTAS_USUARIO);
    expect(screen.getByRole('alert')).toHaveTextContent(ERRO_PERGUNTAS_USUARIO);
  });

  it("says 'Erro ao listar informações necessárias!…' when the sub-question an answer opens cannot be loaded", async () => {
    mockApi({
      ...PUBLIC_API,
      'GET pergunta-usuario/listar-perguntas': [pergunta(1, 'Você já prestou alguma prova?', 'SIM_NAO', 2)],
      'GET pergunta-usuario/listar-sub-pergunta-sim/1': reply(undefined, 503),
    });
    const app = renderApp('/usuario/cadastro');
    const grupo = await screen.findByRole('radiogroup', { name: /Você já prestou/ });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await app.user.click(within(grupo).getByLabelText('Sim'));
    await erroNoDialogo(ERRO_INFORMACOES_NECESSARIAS);
    expect(screen.getByRole('alert')).toHaveTextContent(ERRO_INFORMACOES_NECESSARIAS);
    expect(screen.queryByText(ERRO_PERGUNTAS_USUARIO)).not.toBeInTheDocument();
  });
});
