import { AREAS_EQUIPE } from '@aprovei/shared/equipe/papeis';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SECOES_MENU } from '../../../config/admin-paths';
import { mockApi, PUBLIC_API, reply } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';

const eu = (papel: string, areas: string[]) => ({ id: 7, nome: 'Helena Prado', papel, areas });

describe('back office shell (/admin)', () => {
  it("lists only the screens of the person's areas and refuses the others by address", async () => {
    signInAs({ roles: ['EDITOR'] });
    mockApi({ ...PUBLIC_API, 'GET admin/eu': eu('EDITOR', ['conteudo']) });
    const app = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Olá, Helena' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu do back office' });
    expect(within(menu).queryByRole('link', { name: 'Pessoas e papéis' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Auditoria' })).toBeNull();
    expect(document.title).toBe('Back office · Aprovei');

    await app.router.navigate('/admin/usuarios');
    expect(
      await screen.findByRole('heading', { name: 'Você não tem permissão para esta área.' }),
    ).toBeInTheDocument();
  });

  it('puts every area in exactly one menu section, content first and the admin screens last', () => {
    const areas = SECOES_MENU.flatMap((s) => s.areas);
    expect([...areas].sort()).toEqual(Object.keys(AREAS_EQUIPE).sort());
    expect(SECOES_MENU[0]?.areas).toEqual(['conteudo']);
  });

  it('shows an admin the people screen with masked CPFs, and changes a role after confirming', async () => {
    signInAs({ roles: ['ADMIN'] });
    const pessoas = {
      linhas: [
        {
          id: 3,
          nome: 'Joana Lima',
          email: 'joana@exemplo.com',
          cpf: '***.444.777-**',
          papel: 'ALUNO',
          criadoEm: '2026-11-01T12:00:00Z',
        },
      ],
      total: 1,
    };
    const mock = mockApi({
      ...PUBLIC_API,
      'GET admin/eu': eu('ADMIN', ['conteudo', 'correcao', 'pessoas', 'auditoria', 'financeiro']),
      'GET admin/usuarios': pessoas,
      'PUT admin/usuarios/3/papel': reply(null, 204),
    });
    const app = renderApp('/admin/usuarios');
    expect(await screen.findByText('Joana Lima')).toBeInTheDocument();
    expect(screen.getByText('***.444.777-**')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu do back office' });
    const administracao = within(menu).getByRole('region', { name: 'Administração' });
    expect(
      within(administracao)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Pessoas e papéis', 'Suporte', 'Auditoria']);
    expect(
      within(menu)
        .getAllByRole('region')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Conteúdo', 'Financeiro', 'Administração']);

    await app.user.click(screen.getByLabelText('Papel de Joana Lima'));
    await app.user.click(await screen.findByRole('option', { name: 'Editor de conteúdo' }));
    await app.user.click(await screen.findByRole('button', { name: 'SIM' }));
    await expect
      .poll(() => mock.callsTo('PUT', 'admin/usuarios/3/papel').map((c) => c.body))
      .toEqual([{ papel: 'EDITOR' }]);
    expect(mock.callsTo('GET', 'admin/usuarios')[0]?.url.searchParams.get('porPagina')).toBe('20');
  });

  it('answers a student who types /admin with the refusal, not the back office', async () => {
    signInAs({ roles: ['ALUNO'] });
    mockApi({
      ...PUBLIC_API,
      'GET admin/eu': reply({ codigo: 'PROIBIDO', mensagem: 'Você não tem permissão para esta área.' }, 403),
    });
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { name: 'Você não tem permissão para esta área.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu do back office' })).toBeNull();
  });
});
