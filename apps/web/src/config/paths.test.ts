import { describe, expect, it } from 'vitest';
import { loginPath, ROUTE_KEYS, ROUTES, routeKeyForPath, safeRedirect, screenExists } from './paths';

describe('route table', () => {
  it('lists the public routes of spec doc 1 §2.1 plus /login and the providers’ return', () => {
    const publicPaths = ROUTE_KEYS.filter((k) => ROUTES[k].access === 'public').map((k) => ROUTES[k].path);
    expect(publicPaths).toEqual([
      '/',
      '/login',
      '/entrar/externo/:provedor',
      '/planos/:seqPlataforma?',
      '/usuario/cadastro',
      '/CadastroComCompra/:idPlano?',
      '/configuracoes/alterar-senha',
      '/conta/gerar-codigo-recuperar-senha',
      '/termos-de-uso',
      '/politica-de-privacidade',
      '/finalizar-pedido/:idPlano?',
      '/cadastro-realizado',
      '/cadastro-usuario-externo/:idPlano',
      '/cadastro-usuario-externo-com-compra/:idPlano',
    ]);
  });
  it('lists the authenticated routes', () => {
    const authPaths = ROUTE_KEYS.filter((k) => ROUTES[k].access === 'auth').map((k) => ROUTES[k].path);
    expect(authPaths).toHaveLength(25);
    expect(authPaths).toContain('/revisoes');
    expect(authPaths).toContain('/configuracoes/verificacao-em-duas-etapas');
    expect(authPaths).toContain('/comprar-envios/:idProduto?');
    expect(authPaths).toContain('/pedido/:idFatura');
    expect(authPaths).toContain('/correcoes');
    expect(authPaths).toContain('/assinatura-plano/:idPlano?/:arryEbook?');
    expect(authPaths).toContain('/estatisticas-simulado-enare/:idSimulado');
    expect(authPaths).toContain('/QuestoesAproveiConcurso');
  });
  it('carries the spec route names', () => {
    expect(ROUTES.assinaturaPlano.name).toBe('Assinatura Plano');
    expect(ROUTES.cadastroUsuarioExterno.name).toBe('Cadastro Usuario Externo');
    expect(ROUTES.cadastroUsuarioExternoComCompra.name).toBe('Cadastro Usuario Externo Com Compra');
  });
  it('resolves concrete paths with router ranking', () => {
    expect(routeKeyForPath('/configuracoes/alterar-senha')).toBe('alterarSenha');
    expect(routeKeyForPath('/configuracoes')).toBe('configuracoes');
    expect(routeKeyForPath('/planos')).toBe('planos');
    expect(routeKeyForPath('/planos/2?x=1')).toBe('planos');
    expect(routeKeyForPath('/plataforma/3')).toBe('plataforma');
    expect(routeKeyForPath('/nada-aqui')).toBeNull();
  });
  it('knows which screens exist', () => {
    expect(screenExists('/plataforma/1')).toBe(true);
    expect(screenExists('/home')).toBe(true);
    expect(screenExists('/simulados')).toBe(true);
    expect(screenExists('/QuestoesAproveiConcurso')).toBe(true);
    expect(screenExists('/exercicios-fixacao')).toBe(true);
    expect(screenExists('/checklist')).toBe(true);
    expect(screenExists('/inexistente')).toBe(false);
  });
});

describe('redirects', () => {
  it('accepts only in-app paths', () => {
    expect(safeRedirect('/simulados?x=1')).toBe('/simulados?x=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
  it('builds the login path', () => {
    expect(loginPath('/simulados?x=1')).toBe('/login?redirect=%2Fsimulados%3Fx%3D1');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});
