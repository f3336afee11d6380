import type { Db } from '../../db/client.ts';
import type { DadosPessoais } from '../../db/titular.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import {
  apagarArquivos,
  apagarQuestoesAbertasDoUsuario,
  questaoAbertaService,
} from './questao-aberta.service.ts';

/**
 * What questao-aberta holds about a person: her answers with their files and corrections (base64), her
 * packs of extra sends and her order setting. The deletion erases them; the files leave the storage
 * once the transaction commits.
 */
export function dadosPessoaisQuestaoAberta(db: Db, storage: FileStorage): DadosPessoais {
  return {
    exportar: questaoAbertaService(db, { storage }).secoesExportacao(),
    async apagar(tx, { id }, depois) {
      const arquivos = await apagarQuestoesAbertasDoUsuario(tx, id);
      depois(() => apagarArquivos(storage, arquivos));
    },
  };
}
