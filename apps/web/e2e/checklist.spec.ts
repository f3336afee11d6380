import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { type Aluno, alunoComPlanos } from './contas.ts';
import { signIn } from './support.ts';

type Conteudo = {
  conteudoMateriaVO: { conteudo: { id: number; nome: string } };
  estudoTeorico: boolean;
  resolucaoQuestao: boolean;
  revisao: boolean;
};
type Checklist = {
  versao: number;
  checklists: { checklistMateriaVO: { materia: { nome: string } }; listaConteudo: Conteudo[] }[];
};

/**
 * The student's checklist partly filled through the API, as the board would save it: one subject studied
 * (every flag of every content), one in study (theory and questions of its first content).
 */
async function checklistEmAndamento(request: APIRequestContext, aluno: Aluno) {
  const criada = await request.post('/api/checklist/criar-checklist', { headers: aluno.headers });
  expect(criada.status()).toBe(200);
  const lista = (await criada.json()) as Checklist;
  for (const m of lista.checklists) {
    const nome = m.checklistMateriaVO.materia.nome;
    m.listaConteudo.forEach((c, i) => {
      const estudada = nome === 'Anatomia de Cabeça e Pescoço';
      const emEstudo = nome === 'Cirurgia Oral Menor' && i === 0;
      Object.assign(c, {
        estudoTeorico: estudada || emEstudo,
        resolucaoQuestao: estudada || emEstudo,
        revisao: estudada,
      });
    });
  }
  const salva = await request.put('/api/checklist/atualizar-checklist', {
    headers: aluno.headers,
    data: lista,
  });
  expect(salva.status(), await salva.text()).toBe(200);
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a student moves a subject to ESTUDADO with the keyboard and opens its questions in a new tab', async ({
  page,
  context,
  request,
}) => {
  const aluno = await alunoComPlanos(request);
  await checklistEmAndamento(request, aluno);
  await page.goto(`/login?redirect=${encodeURIComponent('/checklist')}`);
  await signIn(page, aluno.email, aluno.senha);
  await expect(page.getByRole('heading', { name: 'Guia de Estudos' })).toBeVisible();
  const coluna = (nome: string) => page.getByRole('region', { name: nome });
  // Her partly filled checklist: one subject studied, one in study, the rest to study.
  await expect(coluna('ESTUDADO').getByText('Anatomia de Cabeça e Pescoço')).toBeVisible();
  await expect(coluna('EM ESTUDO').getByText('Cirurgia Oral Menor')).toBeVisible();
  await expect(coluna('A ESTUDAR').getByText('Traumatologia Bucomaxilofacial')).toBeVisible();
  await expectNoSeriousViolations(page, '/checklist');

  const salvou = page.waitForResponse(
    (r) => r.url().includes('/api/checklist/atualizar-checklist') && r.request().method() === 'PUT',
  );
  // Each key after the screen reader's announcement of the previous one, as a person hears it.
  const anunciado = (texto: string) => expect(page.getByText(texto, { exact: true })).toBeAttached();
  await page.getByRole('button', { name: 'Mover Traumatologia Bucomaxilofacial' }).focus();
  await page.keyboard.press('Space');
  await anunciado('Matéria Traumatologia Bucomaxilofacial na coluna A ESTUDAR.');
  await page.keyboard.press('ArrowRight');
  await anunciado('Matéria Traumatologia Bucomaxilofacial na coluna EM ESTUDO.');
  await page.keyboard.press('ArrowRight');
  await anunciado('Matéria Traumatologia Bucomaxilofacial na coluna ESTUDADO.');
  await page.keyboard.press('Space');
  const resposta = await salvou;
  expect(resposta.status()).toBe(200);
  const trauma = coluna('ESTUDADO')
    .getByTestId('materia-card')
    .filter({ hasText: 'Traumatologia Bucomaxilofacial' });
  await expect(trauma).toBeVisible();
  await expect(trauma.getByRole('button', { name: /Fraturas de mandíbula\s*Finalizado/ })).toBeVisible();

  // Saved on the server: still there after a reload.
  await page.reload();
  await expect(coluna('ESTUDADO').getByText('Traumatologia Bucomaxilofacial')).toBeVisible();

  await coluna('ESTUDADO')
    .getByRole('button', { name: /Fraturas de mandíbula/ })
    .click();
  const modal = page.getByRole('dialog', { name: 'Fraturas de mandíbula' });
  for (const nome of ['Estudo teórico', 'Resolução de questão', 'Revisão'])
    await expect(modal.getByRole('checkbox', { name: nome })).toBeChecked();
  const [aba] = await Promise.all([
    context.waitForEvent('page'),
    modal.getByRole('link', { name: 'Visualizar questões desse conteúdo' }).click(),
  ]);
  await aba.waitForLoadState();
  const url = new URL(aba.url());
  expect(url.pathname).toBe('/simulados');
  expect(url.searchParams.get('nomeMateria')).toBe('Traumatologia Bucomaxilofacial');
  expect(url.searchParams.get('nomeConteudo')).toBe('Fraturas de mandíbula');
  // The search starts pre-filled with the content: its listing asks for that content id.
  const listagem = await aba.waitForRequest((r) => r.url().includes('/api/questoes/listar-questoes'));
  expect(new URL(listagem.url()).searchParams.get('listaConteudoQuestao')).toBe(
    url.searchParams.get('conteudo'),
  );
  await expect(aba.getByText('Fraturas de mandíbula').first()).toBeVisible();
});
