import type { AvisoPush } from '@aprovei/shared/notificacoes-push/notificacoes-push.rules';
import { MENSAGEM_EMAIL_DESLIGADO, MENSAGEM_LINK_INVALIDO } from '@aprovei/shared/revisao/revisao.rules';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAluno,
  criarQuestao,
  materiasDaPlataforma,
  type UsuarioDeTeste,
} from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';
import * as s from '../../db/schema/index.ts';
import { CRON_LEMBRETES, enviarLembretes, FILA_LEMBRETES } from './lembretes.ts';

let t: TestApp;
let comEmail: UsuarioDeTeste, semEmail: UsuarioDeTeste, semNada: UsuarioDeTeste, outraHora: UsuarioDeTeste;
/** 08:30 in São Paulo (UTC−3). */
const AS_8 = new Date('2030-03-10T11:30:00Z');
/** The notifications the reminders asked for (the push module's delivery has its own tests). */
const avisos: { usuarioId: number; titulo: string; caminho: string }[] = [];
const deps = () => ({
  db: t.database.db,
  env: t.app.env,
  mailer: t.app.mailer,
  push: {
    avisar: async (usuarioId: number, aviso: AvisoPush) => {
      avisos.push({ usuarioId, titulo: aviso.titulo, caminho: aviso.caminho });
      return 1;
    },
  },
  segredo: t.app.tokenKeys.secret,
});

async function preferencia(u: UsuarioDeTeste, emailDiario: boolean, horaEmail: number) {
  const { headers } = await u.login();
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/revisoes/preferencias',
    headers,
    payload: { dataProva: null, emailDiario, horaEmail },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A missed question: the item enters the deck, due the next day. */
async function errar(u: UsuarioDeTeste, materia: number) {
  const q = await criarQuestao(t.database.db, { plataformaId: 1, materias: [materia] });
  const { headers } = await u.login();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/questoes/verifica-resposta',
    headers,
    payload: { idQuestao: q.id, idAlternativa: q.alternativas.find((a) => !a.correta)!.id },
  });
  expect(res.statusCode).toBe(200);
}

const emailsPara = (u: UsuarioDeTeste) =>
  t.database.db.select().from(s.emailEnviado).where(eq(s.emailEnviado.usuarioId, u.id));

beforeAll(async () => {
  t = await buildTestApp({ JOBS_ATIVOS: 'true' });
  const materia = (await materiasDaPlataforma(t.database.db, 1))[0]!.id;
  comEmail = await criarAluno(t, { plano: 1 });
  semEmail = await criarAluno(t, { plano: 1 });
  semNada = await criarAluno(t, { plano: 1 });
  outraHora = await criarAluno(t, { plano: 1 });
  for (const u of [comEmail, semEmail, outraHora]) await errar(u, materia);
  await preferencia(comEmail, true, 8);
  await preferencia(semEmail, false, 8);
  await preferencia(semNada, true, 8);
  await preferencia(outraHora, true, 9);
});

describe('the daily e-mail', () => {
  it('is an hourly schedule on São Paulo time', async () => {
    const agendas = await t.app.jobs.pgBoss!.getSchedules();
    expect(agendas.find((a) => a.name === FILA_LEMBRETES)).toMatchObject({ cron: CRON_LEMBRETES });
  });

  it('goes only to opted-in students whose hour it is and who have something due, once a day', async () => {
    expect(await enviarLembretes(deps(), AS_8)).toBe(1);
    const [email, ...outros] = await emailsPara(comEmail);
    expect(outros).toEqual([]);
    expect(email!.assunto).toBe('Você tem 1 revisão hoje');
    for (const u of [semEmail, semNada, outraHora]) expect(await emailsPara(u)).toEqual([]);
    // The same reminder on her devices, opening the review.
    expect(avisos).toEqual([
      { usuarioId: comEmail.id, titulo: 'Você tem 1 revisão hoje', caminho: 'revisoes' },
    ]);

    // The same hour again (a second run, another process): nothing more.
    expect(await enviarLembretes(deps(), new Date(AS_8.getTime() + 10 * 60_000))).toBe(0);
    // 09:00: the other student's hour.
    expect(await enviarLembretes(deps(), new Date(AS_8.getTime() + 3_600_000))).toBe(1);
    expect(await emailsPara(outraHora)).toHaveLength(1);
    // The next day at 08:00, still due: one more.
    expect(await enviarLembretes(deps(), new Date(AS_8.getTime() + 86_400_000))).toBe(1);
    expect(await emailsPara(comEmail)).toHaveLength(2);
    expect(avisos.map((a) => a.usuarioId)).toEqual([comEmail.id, outraHora.id, comEmail.id]);
  });

  it('one click on its link turns it off; a forged link is refused', async () => {
    const [email] = await emailsPara(comEmail);
    const link = /\/api\/revisoes\/email\/desligar\?u=\d+&a=[A-Za-z0-9_-]+/.exec(email!.texto)![0];
    const forjado = await t.app.inject({
      method: 'GET',
      url: link.replace(`u=${comEmail.id}`, `u=${semNada.id}`),
      headers: TENANT,
    });
    expect(forjado.statusCode).toBe(400);
    expect(forjado.json().mensagem).toBe(MENSAGEM_LINK_INVALIDO);

    const res = await t.app.inject({ method: 'GET', url: link, headers: TENANT });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mensagem: MENSAGEM_EMAIL_DESLIGADO });
    const [p] = await t.database.db
      .select()
      .from(s.revisaoPreferencia)
      .where(eq(s.revisaoPreferencia.usuarioId, comEmail.id));
    expect(p!.emailDiario).toBe(false);
    await t.database.db.execute(sql`update revisao_preferencia set ultimo_email = null`);
    expect(await enviarLembretes(deps(), new Date(AS_8.getTime() + 2 * 86_400_000))).toBe(0);
    // Switched off: no notification either.
    expect(avisos).toHaveLength(3);
  });
});
