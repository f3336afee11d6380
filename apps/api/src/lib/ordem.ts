import { MENSAGENS_CONTEUDO_PUBLICO as M } from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import { AppError } from '@aprovei/shared/errors';

/** A new order must name every id of the list once and nothing else (400 otherwise). */
export function ordemCompleta(atuais: readonly number[], novos: readonly number[]): void {
  const set = new Set(novos);
  if (set.size !== novos.length || novos.length !== atuais.length || !atuais.every((id) => set.has(id)))
    throw new AppError('VALIDACAO', M.ordemIncompleta, [{ campo: 'ids', mensagem: M.ordemIncompleta }]);
}
