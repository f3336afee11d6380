import {
  MENSAGEM_AGUARDE_CORRECAO,
  MENSAGEM_ERRO_ARQUIVO,
  MENSAGEM_ERRO_SALVAR,
  MENSAGEM_LIMITE_ENVIOS,
  MENSAGEM_REENVIO,
  MENSAGEM_TIPO_RECUSADO,
} from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import type {
  TFilaCorrecao,
  TListaQuestoesAberta,
  TQuestaoAberta,
} from '@aprovei/shared/questao-aberta/questao-aberta.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi, PUBLIC_API, type RouteValue, reply } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';

const questao = (id: number, situacao: TQuestaoAberta['situacao'], titulo: string): TQuestaoAberta => ({
  id,
  numero: id,
  titulo,
  observacao: `Observação da questão ${id}.`,
  temaQuestaoAbertaVO: { id: 1, nome: 'Patologia Oral' },
  nomeArquivo: `questao-${id}.pdf`,
  arquivoBytes: 1000,
  situacao,
  idProfessor: null,
});
const pagina = (content: TQuestaoAberta[]): TListaQuestoesAberta => ({
  content,
  number: 0,
  size: 10,
  totalPages: 1,
  totalElements: content.length,
});
const LISTA = pagina([
  questao(1, '', 'Lesão branca em língua'),
  questao(2, 'P', 'Fratura de mandíbula'),
  questao(3, 'C', 'Anestesia em hipertenso'),
]);
const PDF = new File(['%PDF-1.4 minha resposta'], 'resposta.pdf', { type: 'application/pdf' });
const FALSO = new File(['<html>não sou PDF</html>'], 'resposta.pdf', { type: 'application/pdf' });

function tela(rotas: Record<string, RouteValue> = {}, contador = { respondidas: 2, disponiveis: 8 }) {
  signInAs();
  const mock = mockApi({
    ...PUBLIC_API,
    'GET conta/verificar-premicao-academy': false,
    'GET questoes/listar-questoes-aberta': LISTA,
    'GET questao-aberta/contador/respondidas-disponiveis': contador,
    'GET listar/TEMA_QUESTAO_ABERTA': [{ id: 1, nome: 'Patologia Oral' }],
    'GET professor/busca-professor': [{ id: 9, nome: 'Daniel Ferreira Costa' }],
    'GET questoes/randomizar-questao-aberta': { aleatoria: false },
    'PUT questoes/randomizar-questao-aberta': (call: ApiCall) => reply(call.body),
    ...rotas,
  });
  renderApp('/questao-aberta');
  return mock;
}
const card = async (titulo: string) => screen.findByRole('article', { name: titulo });
const escolherArquivo = (dentro: HTMLElement, arquivo: File) =>
  fireEvent.change(within(dentro).getByLabelText(/Arquivo da resposta/), { target: { files: [arquivo] } });

describe('/questao-aberta', () => {
  it('shows the totals and, per card, the status: sending, waiting for the teacher, or the correction', async () => {
    tela();
    expect(await screen.findByText('Respondidas:')).toHaveTextContent('Respondidas: 2');
    expect(screen.getByText('Disponiveis:')).toHaveTextContent('Disponiveis: 8');
    const livre = await card('Lesão branca em língua');
    expect(within(livre).getByRole('button', { name: 'Enviar resposta' })).toBeDisabled();
    expect(within(livre).getByRole('button', { name: /Baixar questão/ })).toBeInTheDocument();
    const pendente = await card('Fratura de mandíbula');
    expect(within(pendente).getByText(MENSAGEM_AGUARDE_CORRECAO)).toBeInTheDocument();
    expect(within(pendente).queryByRole('button', { name: 'Enviar resposta' })).toBeNull();
    expect(within(pendente).queryByLabelText(/Arquivo da resposta/)).toBeNull();
    const corrigida = await card('Anestesia em hipertenso');
    expect(within(corrigida).getByRole('button', { name: 'Ver correção' })).toBeInTheDocument();
    expect(within(corrigida).getByRole('button', { name: 'Enviar resposta' })).toBeInTheDocument();
  });

  it('suggests titles as the student types and filters by title, theme and status', async () => {
    const mock = tela({ 'GET questao-aberta/busca-titulo': [{ id: 1, titulo: 'Lesão branca em língua' }] });
    await card('Lesão branca em língua');
    fireEvent.change(screen.getByLabelText('Título', { selector: 'input' }), { target: { value: 'Lesão' } });
    await waitFor(() => expect(mock.callsTo('GET', 'questao-aberta/busca-titulo')).toHaveLength(1));
    expect(mock.callsTo('GET', 'questao-aberta/busca-titulo')[0]!.url.searchParams.get('titulo')).toBe(
      'Lesão',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Em correção pelo professor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(mock.callsTo('GET', 'questoes/listar-questoes-aberta')).toHaveLength(2));
    const query = mock.callsTo('GET', 'questoes/listar-questoes-aberta')[1]!.url.searchParams;
    expect(query.get('titulo')).toBe('Lesão');
    expect(query.get('situacao')).toBe('EM_CORRECAO');
  });

  it("'Ordem aleatória' saves the setting and lists again", async () => {
    const mock = tela();
    await card('Lesão branca em língua');
    const chave = screen.getByRole('switch', { name: 'Ordem aleatória' });
    await waitFor(() => expect(chave).toBeEnabled());
    fireEvent.click(chave);
    await waitFor(() => expect(mock.callsTo('PUT', 'questoes/randomizar-questao-aberta')).toHaveLength(1));
    expect(mock.callsTo('PUT', 'questoes/randomizar-questao-aberta')[0]!.body).toEqual({ aleatoria: true });
    await waitFor(() => expect(mock.callsTo('GET', 'questoes/listar-questoes-aberta')).toHaveLength(2));
    expect(chave).toBeChecked();
  });

  it('at the sending limit hides every sending control and invites to buy more packs', async () => {
    tela({}, { respondidas: 10, disponiveis: 0 });
    await card('Lesão branca em língua');
    expect(await screen.findByText(MENSAGEM_LIMITE_ENVIOS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Comprar mais pacotes/ })).toHaveAttribute(
      'href',
      '/comprar-envios',
    );
    expect(screen.queryByRole('button', { name: 'Enviar resposta' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ver correção' })).toBeInTheDocument();
  });

  it('tells a plan without sends (a trainee) what the paid plans unlock, not that a limit was reached', async () => {
    tela({}, { respondidas: 0, disponiveis: 0 });
    const gate = await screen.findByRole('region', { name: 'Questões abertas nos planos pagos' });
    expect(within(gate).getByRole('link', { name: 'Conhecer os planos' })).toHaveAttribute('href', '/planos');
    expect(screen.queryByText('Limite de envios atingido')).toBeNull();
    expect(screen.queryByText(MENSAGEM_LIMITE_ENVIOS)).toBeNull();
  });

  it('refuses a file whose content is not PDF, JPG or PNG before sending, then sends a real one', async () => {
    const mock = tela({
      'PUT questao-aberta/1': (call: ApiCall) => {
        const form = call.body as FormData;
        return form.get('arquivo') instanceof File
          ? reply({ mensagem: 'Questão enviada com sucesso!', situacao: 'P' })
          : reply({ codigo: 'VALIDACAO', mensagem: 'sem arquivo' }, 400);
      },
    });
    const livre = await card('Lesão branca em língua');
    escolherArquivo(livre, FALSO);
    expect(await within(livre).findByRole('alert')).toHaveTextContent(MENSAGEM_TIPO_RECUSADO);
    expect(within(livre).getByRole('button', { name: 'Enviar resposta' })).toBeDisabled();

    escolherArquivo(livre, PDF);
    await waitFor(() => expect(within(livre).getByRole('button', { name: 'Enviar resposta' })).toBeEnabled());
    expect(within(livre).queryByRole('alert')).toBeNull();
    fireEvent.click(within(livre).getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByText('Questão enviada com sucesso!')).toBeInTheDocument();
    const [envio] = mock.callsTo('PUT', 'questao-aberta/1');
    expect((envio!.body as FormData).get('reenviar')).toBeNull();
    expect((envio!.body as FormData).get('idProfessor')).toBeNull();
  });

  it("says 'Erro ao enviar arquivo' when the upload never reaches the API, and the save's text when the API fails", async () => {
    let vez = 0;
    tela({
      'PUT questao-aberta/1': () => {
        vez += 1;
        if (vez === 1) throw new TypeError('Failed to fetch');
        return new Response(null, { status: 502 });
      },
    });
    const livre = await card('Lesão branca em língua');
    escolherArquivo(livre, PDF);
    const enviar = within(livre).getByRole('button', { name: 'Enviar resposta' });
    await waitFor(() => expect(enviar).toBeEnabled());

    fireEvent.click(enviar);
    let erro = await screen.findByRole('dialog', { name: 'Erro' });
    expect(within(erro).getByText(MENSAGEM_ERRO_ARQUIVO)).toBeInTheDocument();
    fireEvent.click(within(erro).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The file stays chosen: sending again reaches the API, which fails without a message.
    fireEvent.click(within(livre).getByRole('button', { name: 'Enviar resposta' }));
    erro = await screen.findByRole('dialog', { name: 'Erro' });
    expect(within(erro).getByText(MENSAGEM_ERRO_SALVAR)).toBeInTheDocument();
  });

  it('sends to the teacher chosen in the picker', async () => {
    const mock = tela({
      'PUT questao-aberta/1': { mensagem: 'Questão enviada com sucesso!', situacao: 'P' },
    });
    const livre = await card('Lesão branca em língua');
    fireEvent.click(within(livre).getByRole('button', { name: /Professor: Qualquer professor/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Escolha o professor' });
    fireEvent.click(within(dialogo).getByLabelText('Professor', { selector: 'input' }));
    fireEvent.click(await within(dialogo).findByRole('option', { name: 'Daniel Ferreira Costa' }));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    expect(
      await within(livre).findByRole('button', { name: /Professor: Daniel Ferreira Costa/ }),
    ).toBeInTheDocument();
    escolherArquivo(livre, PDF);
    await waitFor(() => expect(within(livre).getByRole('button', { name: 'Enviar resposta' })).toBeEnabled());
    fireEvent.click(within(livre).getByRole('button', { name: 'Enviar resposta' }));
    await waitFor(() => expect(mock.callsTo('PUT', 'questao-aberta/1')).toHaveLength(1));
    expect((mock.callsTo('PUT', 'questao-aberta/1')[0]!.body as FormData).get('idProfessor')).toBe('9');
  });

  it("resending a corrected question asks 'Tem certeza?' first", async () => {
    const mock = tela({
      'PUT questao-aberta/3': { mensagem: 'Questão enviada com sucesso!', situacao: 'P' },
    });
    const corrigida = await card('Anestesia em hipertenso');
    escolherArquivo(corrigida, PDF);
    await waitFor(() =>
      expect(within(corrigida).getByRole('button', { name: 'Enviar resposta' })).toBeEnabled(),
    );
    fireEvent.click(within(corrigida).getByRole('button', { name: 'Enviar resposta' }));
    const confirmacao = await screen.findByRole('dialog', { name: 'Tem certeza?' });
    expect(within(confirmacao).getByText(MENSAGEM_REENVIO)).toBeInTheDocument();
    fireEvent.click(within(confirmacao).getByRole('button', { name: 'SIM' }));
    await waitFor(() => expect(mock.callsTo('PUT', 'questao-aberta/3')).toHaveLength(1));
    expect((mock.callsTo('PUT', 'questao-aberta/3')[0]!.body as FormData).get('reenviar')).toBe('true');
  });

  it("'Ver correção' shows the teacher's score and comment", async () => {
    tela({
      'GET questao-aberta/carregar-situacao/3': {
        situacao: 'C',
        idProfessor: 9,
        enviadaEm: '2026-11-10T12:00:00.000Z',
        corrigidaEm: '2026-11-12T15:00:00.000Z',
        comentario: 'Faltou citar a dose máxima de epinefrina.',
        nota: 8.5,
        professor: 'Daniel Ferreira Costa',
      },
    });
    fireEvent.click(
      within(await card('Anestesia em hipertenso')).getByRole('button', { name: 'Ver correção' }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Correção: Anestesia em hipertenso' });
    expect(await within(dialogo).findByText('Faltou citar a dose máxima de epinefrina.')).toBeInTheDocument();
    expect(within(dialogo).getByText(/8,5/)).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Abrir arquivo da correção' })).toBeInTheDocument();
  });
});

describe('/correcoes (the teacher)', () => {
  const FILA: TFilaCorrecao = [
    {
      id: 41,
      questao: { id: 1, numero: 1, titulo: 'Exodontia de terceiro molar', tema: 'Cirurgia Oral Menor' },
      aluno: 'Marina',
      enviadaEm: '2026-11-20T12:00:00.000Z',
      paraMim: true,
      nomeArquivo: 'minha-resposta.pdf',
    },
  ];

  it('lists the queue and sends a correction with file, comment and score', async () => {
    signInAs({ roles: ['PROFESSOR'] });
    const mock = mockApi({
      ...PUBLIC_API,
      'GET conta/verificar-premicao-academy': false,
      'GET professor/correcoes': FILA,
      'PUT professor/correcoes/41': { mensagem: 'Correção enviada ao aluno.' },
    });
    renderApp('/correcoes');
    const item = await screen.findByRole('article', { name: 'Exodontia de terceiro molar' });
    expect(within(item).getByText('Para você')).toBeInTheDocument();
    expect(within(item).getByText(/Marina/)).toBeInTheDocument();

    fireEvent.click(within(item).getByRole('button', { name: 'Enviar correção' }));
    expect(await within(item).findByText('Escreva um comentário para o aluno.')).toBeInTheDocument();

    fireEvent.change(within(item).getByRole('textbox', { name: 'Comentário' }), {
      target: { value: 'Boa resposta.' },
    });
    fireEvent.change(within(item).getByRole('textbox', { name: 'Nota' }), { target: { value: '9' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Enviar correção' }));
    expect(
      await within(item).findByText('Selecione o arquivo da correção (PDF, JPG ou PNG).'),
    ).toBeInTheDocument();
    expect(mock.callsTo('PUT', 'professor/correcoes/41')).toHaveLength(0);

    fireEvent.change(within(item).getByLabelText('Arquivo da correção'), { target: { files: [PDF] } });
    await within(item).findByText('Arquivo: resposta.pdf');
    fireEvent.click(within(item).getByRole('button', { name: 'Enviar correção' }));
    expect(await screen.findByText('Correção enviada ao aluno.')).toBeInTheDocument();
    const form = mock.callsTo('PUT', 'professor/correcoes/41')[0]!.body as FormData;
    expect(form.get('comentario')).toBe('Boa resposta.');
    expect(form.get('nota')).toBe('9');
    expect(form.get('arquivo')).toBeInstanceOf(File);
  });

  it('shows the grading scale above the queue and what the teacher already corrected, with the grades', async () => {
    signInAs({ roles: ['PROFESSOR'] });
    mockApi({
      ...PUBLIC_API,
      'GET conta/verificar-premicao-academy': false,
      'GET professor/correcoes': FILA,
      'GET professor/correcoes/corrigidas': {
        content: [
          {
            id: 40,
            questao: {
              id: 2,
              numero: 2,
              titulo: 'Anestesia local em odontopediatria',
              tema: 'Anestesiologia',
            },
            aluno: 'Pedro',
            enviadaEm: '2026-11-18T12:00:00.000Z',
            corrigidaEm: '2026-11-19T15:30:00.000Z',
            nota: 8.5,
            comentario: 'Faltou citar a dose máxima.',
            nomeArquivo: 'resposta-pedro.pdf',
          },
        ],
        number: 0,
        size: 10,
        totalPages: 1,
        totalElements: 1,
      },
    });
    renderApp('/correcoes');
    const escala = await screen.findByRole('table', { name: 'Escala de notas' });
    expect(within(escala).getByText('9 a 10')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Corrigidas por você' }));
    const item = await screen.findByRole('article', { name: 'Anestesia local em odontopediatria' });
    expect(within(item).getByText('Nota 8,5')).toBeInTheDocument();
    expect(within(item).getByText('Faltou citar a dose máxima.')).toBeInTheDocument();
    expect(within(item).getByText(/corrigida em 19\/11\/2026 às 12:30/)).toBeInTheDocument();
  });

  it("'Questões dos meus temas' lists the questions of the teacher's themes and opens their PDF", async () => {
    signInAs({ roles: ['PROFESSOR'] });
    const mock = mockApi({
      ...PUBLIC_API,
      'GET conta/verificar-premicao-academy': false,
      'GET professor/correcoes': FILA,
      'GET admin/correcao/questoes-abertas': {
        linhas: [
          {
            id: 7,
            plataformaId: 2,
            numero: 3,
            titulo: 'Cisto odontogênico',
            observacao: '',
            temaId: 4,
            tema: 'Patologia Oral',
            nomeArquivo: 'cisto.pdf',
            arquivoBytes: 2000,
            respostas: 0,
          },
        ],
        total: 1,
      },
      'GET admin/correcao/questoes-abertas/7/arquivo': () =>
        new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    renderApp('/correcoes');
    fireEvent.click(await screen.findByRole('tab', { name: 'Questões dos meus temas' }));
    const item = await screen.findByRole('article', { name: 'Cisto odontogênico' });
    expect(within(item).getByText('Patologia Oral')).toBeInTheDocument();
    expect(within(item).getByText('Concursos')).toBeInTheDocument();
    const lista = mock.callsTo('GET', 'admin/correcao/questoes-abertas')[0]!.url.searchParams;
    expect([lista.get('pagina'), lista.get('porPagina')]).toEqual(['1', '10']);
    fireEvent.click(within(item).getByRole('button', { name: 'Abrir PDF' }));
    await waitFor(() =>
      expect(mock.callsTo('GET', 'admin/correcao/questoes-abertas/7/arquivo')).toHaveLength(1),
    );
  });
});
