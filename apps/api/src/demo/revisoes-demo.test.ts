import type { TCalibracao, TRevisoesHoje } from '@aprovei/shared/revisao/revisao.schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { authHeaders, type Headers } from '../../test/helpers.ts';
import { rows } from '../db/client.ts';
import { seedRevisoesDemo } from './revisoes.seed.ts';

/** The demo student's review deck, drawn from her eight weeks of history (issue 24). */
let t: TestApp;
let aluno: Headers;

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { conteudo: 'demo' });
  aluno = await authHeaders(t.app, 'aluno');
});

const get = async <T>(url: string) => {
  const res = await t.app.inject({ url: `/api/${url}`, headers: aluno });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('the demo student’s review', () => {
  it('has a deck replayed from her history: every missed question in it, some due today, each with its log', async () => {
    const [d] = await rows<{
      cartoes: number;
      erradas: number;
      logs: number;
      respostas: number;
      hoje: number;
    }>(
      t.database.db,
      sql`select (select count(*)::int from revisao_cartao c join usuario u on u.id = c.usuario_id where u.email = 'aluno@aprovei.dev') as cartoes,
                 (select count(distinct r.questao_id)::int from resposta_questao r join usuario u on u.id = r.usuario_id
                   where u.email = 'aluno@aprovei.dev' and not r.correta) as erradas,
                 (select count(*)::int from revisao_log l join usuario u on u.id = l.usuario_id where u.email = 'aluno@aprovei.dev') as logs,
                 (select count(*)::int from resposta_questao r join usuario u on u.id = r.usuario_id where u.email = 'aluno@aprovei.dev') as respostas,
                 (select count(*)::int from revisao_cartao c join usuario u on u.id = c.usuario_id
                   where u.email = 'aluno@aprovei.dev' and c.devido < now() + interval '1 day') as hoje`,
    );
    expect(d!.erradas).toBeGreaterThan(20);
    // Every missed question, and the hits marked 'Chutei' on questions never missed.
    expect(d!.cartoes).toBeGreaterThanOrEqual(d!.erradas);
    expect(d!.logs).toBeGreaterThanOrEqual(d!.cartoes);
    expect(d!.logs).toBeLessThanOrEqual(d!.respostas);
    expect(d!.hoje).toBeGreaterThan(0);

    const hoje = await get<TRevisoesHoje>('revisoes/hoje?idPlataforma=1');
    expect(hoje.total).toBeGreaterThan(0);
    expect(hoje.itens.length).toBeGreaterThan(0);
  });

  it('holds the misses of her finished mock, each reviewed once as of its close', async () => {
    const [d] = await rows<{ erros: number; cartoes: number; fora: number }>(
      t.database.db,
      sql`with aluna as (select id from usuario where email = 'aluno@aprovei.dev'),
               erros as (
                 select e.simulado_questao_id as id, e.ultima_resposta_id as resposta, t.finalizado_em
                   from simulado_questao_usuario e join aluna a on a.id = e.usuario_id
                   join simulado_questao q on q.id = e.simulado_questao_id
                   join simulado_tentativa t on t.simulado_id = q.simulado_id and t.usuario_id = a.id
                  where t.finalizado_em is not null and not e.ultima_correta and q.situacao <> 'ANULADA')
          select (select count(*)::int from erros) as erros,
                 (select count(*)::int from revisao_cartao c join aluna a on a.id = c.usuario_id
                   where c.tipo = 'simulado_questao') as cartoes,
                 (select count(*)::int from erros x where not exists (
                    select 1 from revisao_log l join aluna a on a.id = l.usuario_id
                     where l.tipo = 'simulado_questao' and l.item_id = x.id and l.resposta_id = x.resposta
                       and l.revisado_em = x.finalizado_em)) as fora`,
    );
    expect(d!.erros).toBeGreaterThan(0);
    expect(d!.cartoes).toBe(d!.erros);
    expect(d!.fora).toBe(0);
  });

  it('shows calibration and miss reasons on the statistics page', async () => {
    const c = await get<TCalibracao>('revisoes/calibracao?idPlataforma=1');
    expect(c.niveis.every((n) => n.total > 0)).toBe(true);
    const certeza = c.niveis.find((n) => n.certeza === 'TENHO_CERTEZA')!;
    const chute = c.niveis.find((n) => n.certeza === 'CHUTEI')!;
    expect(certeza.percentualAcertos).toBeGreaterThan(chute.percentualAcertos);
    expect(c.motivosPorMateria.length).toBeGreaterThan(0);
  });

  it('rebuilds quickly (the seed step, timed)', async () => {
    const [u] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from usuario where email = 'aluno@aprovei.dev'`,
    );
    const feito = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from resposta_certeza where usuario_id = ${u!.id}`);
      return seedRevisoesDemo(tx, u!.id);
    });
    expect(feito.cartoes).toBeGreaterThan(0);
    expect(feito.ms).toBeLessThan(20_000);
  });
});
