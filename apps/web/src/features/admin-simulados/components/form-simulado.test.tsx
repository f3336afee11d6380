import type { TSimuladoAdminBody } from '@aprovei/shared/simulados/simulados-admin.schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { mockApi } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { FormSimulado } from './form-simulado';

function setup(onSalvar: (b: TSimuladoAdminBody) => Promise<void>) {
  signInAs();
  mockApi({
    'GET admin/pacotes-simulado': {
      linhas: [
        { id: 7, nome: 'Pacote ENARE 2027', plataformaId: 1, gratuito: false, simulados: 2, criadoEm: '' },
      ],
      total: 1,
    },
  });
  return renderUi(<FormSimulado onSalvar={onSalvar} />);
}

describe('the mock form', () => {
  it('shows the shared messages under the fields and sends the body (release in Brasília time, weights of the type)', async () => {
    const onSalvar = vi.fn(async () => {});
    setup(onSalvar);
    fireEvent.click(await screen.findByRole('button', { name: 'Criar rascunho' }));
    expect(await screen.findByText('Informe o nome do simulado.')).toBeInTheDocument();
    expect(onSalvar).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: '  Simulado ENARE de março ' } });
    fireEvent.change(screen.getByLabelText(/^Liberação/), { target: { value: '2027-03-01T09:00' } });
    fireEvent.change(screen.getByLabelText(/^Peso Específico/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
    await waitFor(() => expect(onSalvar).toHaveBeenCalledTimes(1));
    expect(onSalvar).toHaveBeenCalledWith({
      nome: 'Simulado ENARE de março',
      plataformaId: 1,
      tipo: 'ENARE',
      dataLiberacao: '2027-03-01T09:00:00-03:00',
      duracaoMinutos: null,
      idPacote: null,
      gratuito: false,
      pesos: { SUS: 1, ESPECIFICO: 2, GERAL: 1 },
    });
  });

  it('puts the server’s field errors under their fields', async () => {
    const onSalvar = vi.fn(async () => {
      throw new ApiError(400, {
        codigo: 'VALIDACAO',
        mensagem: 'Pacote inválido: escolha um pacote da mesma plataforma.',
        errors: [{ campo: 'idPacote', mensagem: 'Pacote inválido: escolha um pacote da mesma plataforma.' }],
      });
    });
    setup(onSalvar);
    fireEvent.change(await screen.findByLabelText(/^Nome/), { target: { value: 'Simulado X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
    expect(
      await screen.findByText('Pacote inválido: escolha um pacote da mesma plataforma.'),
    ).toBeInTheDocument();
  });
});
