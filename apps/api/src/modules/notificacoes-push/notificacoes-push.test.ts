import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import { fileURLToPath } from 'node:url';
import { avisoDeTeste, MENSAGENS_PUSH } from '@aprovei/shared/notificacoes-push/notificacoes-push.rules';
import {
  type AparelhoDeTeste,
  abrirMensagem,
  conferirVapid,
  novoAparelho,
  type Vapid,
} from '@aprovei/shared/test-support/servico-push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAluno, criarProfessor, criarQuestaoAberta, type Sessao } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { gerarChavesVapid } from '../../config/secrets.ts';
import * as s from '../../db/schema/index.ts';

/*
 * A stand-in push service on loopback, over HTTPS as web-push requires (the tests' localhost certificate,
 * trusted here): it checks each request's VAPID token and decrypts its message with the device's private
 * key, as a real push service and browser would. A path under /expirada/ answers 410 Gone.
 */
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../http/fixtures');
const cert = fs.readFileSync(path.join(fixtures, 'localhost-test.crt'), 'utf8');
tls.setDefaultCACertificates([...tls.getCACertificates('default'), cert]);

interface Recebida {
  caminho: string;
  headers: Record<string, string | string[] | undefined>;
  vapid: Vapid;
  mensagem: Record<string, unknown>;
}
const recebidas: Recebida[] = [];
const aparelhos = new Map<string, AparelhoDeTeste>();
let origem: string;
const servico = https.createServer(
  { cert, key: fs.readFileSync(path.join(fixtures, 'localhost-test.key')) },
  (req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', async () => {
      try {
        const caminho = req.url!;
        if (caminho.startsWith('/expirada/')) return void res.writeHead(410).end();
        const vapid = await conferirVapid(req.headers.authorization, origem);
        const aparelho = aparelhos.get(caminho);
        if (!aparelho) return void res.writeHead(404).end();
        const mensagem = JSON.parse(await abrirMensagem(Buffer.concat(partes), aparelho));
        recebidas.push({ caminho, headers: req.headers, vapid, mensagem });
        res.writeHead(201).end();
      } catch (error) {
        res.writeHead(400).end(String(error));
      }
    });
  },
);

const VAPID = gerarChavesVapid();
let t: TestApp;
let ana: Sessao, bia: Sessao;

beforeAll(async () => {
  await new Promise<void>((resolve) => servico.listen(0, '127.0.0.1', resolve));
  origem = `https://localhost:${(servico.address() as AddressInfo).port}`;
  t = await buildTestApp({ VAPID_PUBLIC_KEY: VAPID.publica, VAPID_PRIVATE_KEY: VAPID.privada });
  const a = await criarAluno(t, { plano: 1 });
  ana = await a.login();
  bia = await (await criarAluno(t, { plano: 1 })).login();
});
afterAll(() => new Promise<void>((resolve) => servico.close(() => resolve())));

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

/** A device of the test: its keys, known to the stand-in service under `caminho`. */
async function aparelho(caminho: string) {
  const a = await novoAparelho();
  aparelhos.set(caminho, a);
  return { endpoint: `${origem}${caminho}`, expirationTime: null, keys: a.chaves };
}

const api = (who: Sessao | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/notificacoes-push${url}`,
    headers: { ...(who?.headers ?? { 'x-tenant': 'aprovei' }), 'user-agent': ANDROID },
    ...(payload ? { payload } : {}),
  });

async function esperar<T>(achar: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const achado = await achar();
    if (achado) return achado;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('nada chegou ao serviço de push');
}

const inscricoes = () => t.database.db.select().from(s.inscricaoPush);

describe('the devices', () => {
  it('the public key is the configured one; the list and the subscription need a session', async () => {
    expect((await api(null, 'GET', '/chave-publica')).json()).toEqual({ chavePublica: VAPID.publica });
    expect((await api(null, 'GET', '/aparelhos')).statusCode).toBe(401);
    expect((await api(null, 'POST', '/aparelhos', await aparelho('/x'))).statusCode).toBe(401);
  });

  it('a subscription is stored once per endpoint, named after the browser; bad ones get Portuguese 400s', async () => {
    const inscricao = await aparelho('/ana/1');
    const primeira = await api(ana, 'POST', '/aparelhos', inscricao);
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(primeira.json()).toMatchObject({ aparelho: 'Chrome no Android', ultimoEnvio: null });
    const deNovo = await api(ana, 'POST', '/aparelhos', inscricao);
    expect(deNovo.json().id).toBe(primeira.json().id);
    const lista = (await api(ana, 'GET', '/aparelhos')).json();
    expect(lista).toEqual([primeira.json()]);
    expect(JSON.stringify(lista)).not.toContain(inscricao.endpoint);

    for (const ruim of [
      { ...inscricao, endpoint: inscricao.endpoint.replace('https:', 'http:') },
      { ...inscricao, endpoint: 'não é endereço' },
      { ...inscricao, keys: { ...inscricao.keys, p256dh: 'curta' } },
      { ...inscricao, keys: { auth: inscricao.keys.auth } },
    ]) {
      const res = await api(ana, 'POST', '/aparelhos', ruim);
      expect(res.statusCode, JSON.stringify(ruim)).toBe(400);
    }
    const http = await api(ana, 'POST', '/aparelhos', {
      ...inscricao,
      endpoint: inscricao.endpoint.replace('https:', 'http:'),
    });
    expect(http.json().mensagem).toBe(MENSAGENS_PUSH.endereco);
    expect(await inscricoes()).toHaveLength(1);
  });

  it('a person removes only her own devices (another one’s id is not found)', async () => {
    const daBia = (await api(bia, 'POST', '/aparelhos', await aparelho('/bia/1'))).json();
    const alheio = await api(ana, 'DELETE', `/aparelhos/${daBia.id}`);
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json().mensagem).toBe(MENSAGENS_PUSH.aparelhoNaoEncontrado);
    expect((await api(ana, 'DELETE', '/aparelhos/abc')).statusCode).toBe(400);
    expect((await api(bia, 'DELETE', `/aparelhos/${daBia.id}`)).statusCode).toBe(204);
    expect((await api(bia, 'GET', '/aparelhos')).json()).toEqual([]);
    const semAparelho = await api(bia, 'POST', '/teste');
    expect(semAparelho.statusCode).toBe(404);
    expect(semAparelho.json().mensagem).toBe(MENSAGENS_PUSH.semAparelhos);
  });
});

describe('the delivery', () => {
  it('a test notification reaches each device, signed (VAPID) and encrypted (aes128gcm), with TTL and urgency', async () => {
    const res = await api(ana, 'POST', '/teste');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mensagem: MENSAGENS_PUSH.testeEnviado });
    const r = await esperar(() => recebidas.find((x) => x.caminho === '/ana/1'));
    expect(r.mensagem).toEqual(avisoDeTeste('aprovei'));
    expect(r.vapid).toMatchObject({
      aud: origem,
      sub: 'mailto:suporte@aprovei.dev',
      chavePublica: VAPID.publica,
    });
    expect(r.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '300',
      urgency: 'high',
      topic: 'teste',
    });
    const [linha] = await esperar(async () => {
      const l = await inscricoes();
      return l[0]?.ultimoEnvio ? l : undefined;
    });
    expect(linha!.ultimoEnvio).toBeInstanceOf(Date);
  });

  it('a device the push service no longer knows (410) leaves the list', async () => {
    const inscricao = { ...(await aparelho('/expirada/1')), endpoint: `${origem}/expirada/1` };
    const { id } = (await api(ana, 'POST', '/aparelhos', inscricao)).json();
    expect((await api(ana, 'POST', '/teste')).statusCode).toBe(200);
    await esperar(async () => {
      const l = await t.database.db.select().from(s.inscricaoPush).where(eq(s.inscricaoPush.id, id));
      return l.length === 0 || undefined;
    });
    expect((await api(ana, 'GET', '/aparelhos')).json().map((a: { id: number }) => a.id)).not.toContain(id);
  });

  it("the teacher's correction of an open question reaches the student: 'Sua questão aberta foi corrigida'", async () => {
    const p = await criarProfessor(t);
    const professor = await p.login();
    const questao = await criarQuestaoAberta(t, { titulo: 'Controle de constitucionalidade' });
    const resposta = multipart(
      { idProfessor: String(p.id) },
      { nome: 'resposta.pdf', tipo: 'application/pdf', bytes: Buffer.from('%PDF-1.4\nresposta') },
    );
    const enviada = await t.app.inject({
      method: 'PUT',
      url: `/api/questao-aberta/${questao.id}`,
      headers: { ...ana.headers, 'content-type': resposta.contentType },
      payload: resposta.payload,
    });
    expect(enviada.statusCode, enviada.body).toBe(200);
    const fila = await t.app.inject({
      method: 'GET',
      url: '/api/professor/correcoes',
      headers: professor.headers,
    });
    const idResposta = fila.json().find((r: { questao: { id: number } }) => r.questao.id === questao.id).id;
    const correcao = multipart(
      { comentario: 'Bom texto.', nota: '8' },
      { nome: 'correcao.pdf', tipo: 'application/pdf', bytes: Buffer.from('%PDF-1.4\ncorrecao') },
    );
    const corrigida = await t.app.inject({
      method: 'PUT',
      url: `/api/professor/correcoes/${idResposta}`,
      headers: { ...professor.headers, 'content-type': correcao.contentType },
      payload: correcao.payload,
    });
    expect(corrigida.statusCode, corrigida.body).toBe(200);
    const r = await esperar(() =>
      recebidas.find((x) => x.mensagem.titulo === 'Sua questão aberta foi corrigida'),
    );
    expect(r.caminho).toBe('/ana/1');
    expect(r.mensagem).toMatchObject({ caminho: 'questao-aberta', tenant: 'aprovei', tag: 'questao-aberta' });
    expect(r.mensagem.corpo).toContain('Controle de constitucionalidade');
    expect(r.headers.urgency).toBe('normal');
  });
});
