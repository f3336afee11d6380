import { type APIRequestContext, expect } from '@playwright/test';
import { entrarNaEquipePelaApi } from './support.ts';

/** Six questions, two per ENARE part (SUS first); the first alternative is the right one. */
const PARTES = ['SUS', 'SUS', 'ESPECIFICO', 'ESPECIFICO', 'GERAL', 'GERAL'] as const;

/**
 * A new free ENARE mock with a time limit (one minute unless told), written by the admin through the staff
 * route, so a journey neither depends on nor changes the demo's mocks. (The demo's admin: staff accounts
 * are not made through the public API.)
 */
export async function criarSimuladoCronometrado(
  request: APIRequestContext,
  nome: string,
  duracaoMinutos = 1,
): Promise<number> {
  const admin = await entrarNaEquipePelaApi(request, 'admin@aprovei.dev');
  const [ano] = await (await request.get('/api/listar/ANO', { headers: admin })).json();
  const [instituicao] = await (await request.get('/api/listar/INSTITUICAO', { headers: admin })).json();
  const res = await request.post('/api/simulados', {
    headers: admin,
    data: {
      nome,
      tipo: 'ENARE',
      gratuito: true,
      dataLiberacao: new Date(Date.now() - 60_000).toISOString(),
      duracaoMinutos,
      pesos: { SUS: 1, ESPECIFICO: 1, GERAL: 1 },
      idAno: ano.id,
      idInstituicao: instituicao.id,
      questoes: PARTES.map((parte, i) => ({
        parte,
        enunciado: `<p>Questão ${i + 1} do simulado cronometrado (${parte}).</p>`,
        alternativas: [
          'Alternativa certa',
          'Alternativa errada 1',
          'Alternativa errada 2',
          'Alternativa errada 3',
        ],
        correta: 0,
        explicacao: `Explicação da questão ${i + 1}: a primeira alternativa é a certa.`,
      })),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).id;
}
