import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { planoExemplo } from '../../../testing/planos';
import {
  AVISO_PLANO_ATIVO,
  type DependenciasEscolha,
  escolherPlano,
  type RespostaConta,
} from './escolha-plano';

const pago = planoExemplo({ id: 7, nomePlano: 'Pago' });
const gratis = planoExemplo({ id: 9, nomePlano: 'Grátis', valorIntegralPlano: 0 });
const estagiario = planoExemplo({ id: 5, nomePlano: 'ESTAGIARIO', valorIntegralPlano: 0 });
const especial = planoExemplo({ id: 4, nomePlano: 'ENARE', tipoPlano: 'P' });

function deps(o: { logado: boolean; resposta?: RespostaConta | null; ativa?: boolean | Error }) {
  const d = {
    logado: o.logado,
    perguntarConta: vi.fn(async () => o.resposta ?? null),
    assinaturaAtiva: vi.fn(async () => {
      if (o.ativa instanceof Error) throw o.ativa;
      return o.ativa ?? false;
    }),
    navegar: vi.fn(),
    avisar: vi.fn(),
    mostrarErro: vi.fn(),
  } satisfies DependenciasEscolha;
  return d;
}

describe('escolherPlano (spec doc 2 §4)', () => {
  it("asks a visitor; 'Possuo' signs in on the way to the checkout, 'Não possuo' registers with the purchase", async () => {
    const possuo = deps({ logado: false, resposta: 'possuo' });
    await escolherPlano(pago, possuo);
    expect(possuo.navegar).toHaveBeenCalledWith('/login?redirect=%2Fassinatura-plano%2F7');
    expect(possuo.assinaturaAtiva).not.toHaveBeenCalled();

    const naoPossuo = deps({ logado: false, resposta: 'nao-possuo' });
    await escolherPlano(pago, naoPossuo);
    expect(naoPossuo.navegar).toHaveBeenCalledWith('/CadastroComCompra/7');
  });

  it('plan 5 goes to /home after signing in, or to the plain registration', async () => {
    const possuo = deps({ logado: false, resposta: 'possuo' });
    await escolherPlano(estagiario, possuo);
    expect(possuo.navegar).toHaveBeenCalledWith('/login?redirect=%2Fhome');
    const naoPossuo = deps({ logado: false, resposta: 'nao-possuo' });
    await escolherPlano(estagiario, naoPossuo);
    expect(naoPossuo.navegar).toHaveBeenCalledWith('/usuario/cadastro?plano=5');
  });

  it('a free plan stops at the dialog even when signed in; closing it goes nowhere', async () => {
    const logado = deps({ logado: true, resposta: 'possuo' });
    await escolherPlano(gratis, logado);
    expect(logado.perguntarConta).toHaveBeenCalled();
    expect(logado.navegar).toHaveBeenCalledWith('/assinatura-plano/9');
    expect(logado.assinaturaAtiva).not.toHaveBeenCalled();

    const fechado = deps({ logado: false, resposta: null });
    await escolherPlano(pago, fechado);
    expect(fechado.navegar).not.toHaveBeenCalled();
  });

  it('a signed-in student without an active plan goes to the checkout; with one, gets the warning', async () => {
    const livre = deps({ logado: true, ativa: false });
    await escolherPlano(pago, livre);
    expect(livre.perguntarConta).not.toHaveBeenCalled();
    expect(livre.navegar).toHaveBeenCalledWith('/assinatura-plano/7');

    const ativo = deps({ logado: true, ativa: true });
    await escolherPlano(pago, ativo);
    expect(ativo.avisar).toHaveBeenCalledWith(AVISO_PLANO_ATIVO);
    expect(ativo.navegar).not.toHaveBeenCalled();
    expect(AVISO_PLANO_ATIVO).toBe(
      'Você já possui um plano ativo, portanto, não é possível prosseguir. Acesse o menu de configurações para visualizar mais informações sobre o seu plano.',
    );
  });

  it("type 'P' skips the active-plan check", async () => {
    const d = deps({ logado: true, ativa: true });
    await escolherPlano(especial, d);
    expect(d.assinaturaAtiva).not.toHaveBeenCalled();
    expect(d.navegar).toHaveBeenCalledWith('/assinatura-plano/4');
  });

  it('a 401 in the check goes to /planos; another failure shows the error', async () => {
    const naoAutorizado = deps({ logado: true, ativa: new ApiError(401, { codigo: 'NAO_AUTENTICADO' }) });
    await escolherPlano(pago, naoAutorizado);
    expect(naoAutorizado.navegar).toHaveBeenCalledWith('/planos');

    const falha = deps({ logado: true, ativa: new ApiError(500, {}) });
    await escolherPlano(pago, falha);
    expect(falha.navegar).not.toHaveBeenCalled();
    expect(falha.mostrarErro).toHaveBeenCalled();
  });
});
