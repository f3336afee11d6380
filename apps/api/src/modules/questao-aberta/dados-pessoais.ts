import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { professorTema } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular } from '../../db/titular.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import {
  apagarArquivos,
  apagarQuestoesAbertasDoUsuario,
  questaoAbertaService,
} from './questao-aberta.service.ts';

/**
 * What questao-aberta holds about a person: her answers with their files and corrections (base64), her
 * packs of extra sends, her order setting and, for a teacher, the themes she corrects. The deletion erases them; the files leave the storage
 * once the transaction commits.
 */
export function dadosPessoaisQuestaoAberta(db: Db, storage: FileStorage): DadosPessoais {
  return {
    exportar: [
      ...questaoAbertaService(db, { storage }).secoesExportacao(),
      secaoDoTitular(db, 'temasQueCorrige', professorTema, { temaId: professorTema.temaId }, [
        asc(professorTema.temaId),
      ]),
    ],
    async apagar(tx, { id }, depois) {
      await tx.delete(professorTema).where(eq(professorTema.usuarioId, id));
      const arquivos = await apagarQuestoesAbertasDoUsuario(tx, id);
      depois(() => apagarArquivos(storage, arquivos));
    },
  };
}
