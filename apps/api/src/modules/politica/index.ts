/** The public face of `politica` (the legal texts): the sign-up's acceptance and the person's data. */
import type { DbOrTx } from '../../db/client.ts';
import { politicaService } from './politica.service.ts';

export { dadosPessoaisPolitica } from './dados-pessoais.ts';

/** The new account accepts the current terms of use and privacy policy (call in the sign-up's transaction). */
export const aceitarTextosVigentes = (tx: DbOrTx, usuarioId: number) =>
  politicaService(tx).aceitarVigentes(usuarioId);
