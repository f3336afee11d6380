import { sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../db/client.ts';

/** One row of the catalogue tree: a course's subject with each of its contents and subcontents (null when none). */
export interface LinhaArvore {
  plataforma_id: number;
  curso: string;
  materia: string;
  materia_id: number;
  conteudo: string | null;
  conteudo_id: number | null;
  sub: string | null;
  sub_id: number | null;
}

/** The whole catalogue tree, for the demo content to look its names up. */
export function arvoreCatalogo(tx: DbOrTx) {
  return rows<LinhaArvore>(
    tx,
    sql`select c.plataforma_id, c.nome as curso, m.nome as materia, m.id as materia_id, ct.nome as conteudo, ct.id as conteudo_id, s.nome as sub, s.id as sub_id
        from curso c join materia m on m.curso_id = c.id
        left join conteudo ct on ct.materia_id = m.id
        left join sub_conteudo s on s.conteudo_id = ct.id`,
  );
}

/** A lookup that throws, naming the demo data (`origem`) and the unknown name, when the name is missing. */
export function buscaObrigatoria(origem: string) {
  return <K, V>(mapa: Map<K, V>, chave: K, oque: string): V => {
    const valor = mapa.get(chave);
    if (valor === undefined) throw new Error(`${origem}: ${oque} desconhecido(a): ${String(chave)}`);
    return valor;
  };
}
