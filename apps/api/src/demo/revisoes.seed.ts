import { type Certeza, MOTIVOS_ERRO, type MotivoErro } from '@aprovei/shared/revisao/revisao.rules';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../db/client.ts';
import { reconstruirBaralho, registrarCertezas } from '../modules/baralho/index.ts';

/**
 * The demo student's review (issue 24): a certainty on two in three of her answers and a miss reason on
 * half of her misses (a fixed pattern, so the statistics page's calibration and reasons have something to
 * show), then her deck rebuilt from her eight weeks of history through the scheduler, so today's reviews
 * are the ones her history leaves due. Answers what it wrote and how long it took.
 */
export async function seedRevisoesDemo(tx: DbOrTx, alunoId: number) {
  const inicio = performance.now();
  const respostas = await rows<{ id: number; correta: boolean }>(
    tx,
    sql`select id, correta from resposta_questao where usuario_id = ${alunoId} order by id`,
  );
  const certezas = respostas.flatMap((r, n) => {
    if (n % 3 === 2) return [];
    // Sure more often when right; on a miss mostly guessed or unsure, sometimes sure all the same.
    const seAcertou: Certeza = n % 5 < 3 ? 'TENHO_CERTEZA' : n % 5 === 3 ? 'ACHO_QUE_SIM' : 'CHUTEI';
    const seErrou: Certeza = n % 3 === 0 ? 'CHUTEI' : n % 4 < 2 ? 'ACHO_QUE_SIM' : 'TENHO_CERTEZA';
    const certeza = r.correta ? seAcertou : seErrou;
    const motivoErro: MotivoErro | null =
      !r.correta && n % 2 === 0 ? MOTIVOS_ERRO[(n >> 1) % MOTIVOS_ERRO.length]! : null;
    return [{ tipo: 'questao' as const, respostaId: Number(r.id), certeza, motivoErro }];
  });
  await registrarCertezas(tx, alunoId, certezas);
  const deck = await reconstruirBaralho(tx, alunoId);
  return { ...deck, certezas: certezas.length, ms: Math.round(performance.now() - inicio) };
}
