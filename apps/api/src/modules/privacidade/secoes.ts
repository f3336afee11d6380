import type { Db } from '../../db/client.ts';
import type { DadosPessoais } from '../../db/titular.ts';
import { dadosPessoaisEmails } from '../../mail/dados-pessoais.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { dadosPessoaisAssinatura } from '../assinatura/index.ts';
import { dadosPessoaisAuth } from '../auth/index.ts';
import { dadosPessoaisBaralho } from '../baralho/index.ts';
import { dadosPessoaisCalculadora } from '../calculadora/index.ts';
import { dadosPessoaisCartoes } from '../cartao-credito/index.ts';
import { dadosPessoaisChecklist } from '../checklist/index.ts';
import { dadosPessoaisCheckout } from '../checkout/index.ts';
import { dadosPessoaisComentarios } from '../comentarios/index.ts';
import { dadosPessoaisEndereco } from '../consulta-cep/index.ts';
import { dadosPessoaisConta } from '../conta/index.ts';
import { dadosPessoaisDivulgacao } from '../divulgacao/index.ts';
import { dadosPessoaisEbook } from '../ebook/index.ts';
import { dadosPessoaisEquipe } from '../equipe/index.ts';
import { dadosPessoaisEstatisticas } from '../estatisticas/index.ts';
import { dadosPessoaisExercicios } from '../exercicios-fixacao/index.ts';
import { dadosPessoaisIdentidadeExterna } from '../identidade-externa/index.ts';
import { dadosPessoaisItensEstudo } from '../itens-estudo/index.ts';
import { dadosPessoaisNotificacoesPush } from '../notificacoes-push/index.ts';
import { dadosPessoaisPolitica } from '../politica/index.ts';
import { dadosPessoaisQuestaoAberta } from '../questao-aberta/index.ts';
import { dadosPessoaisQuestoes } from '../questoes/index.ts';
import { dadosPessoaisReacoes } from '../reacoes/index.ts';
import { dadosPessoaisSegundoFator } from '../segundo-fator/index.ts';
import { dadosPessoaisSimulados } from '../simulados/index.ts';
import { dadosPessoaisSuporte } from '../suporte/index.ts';

/**
 * Everything the platform holds about a person, as each owner declares it (`db/titular.ts`): the export
 * reads the sections in this order, and the deletion erases them in this order, inside one transaction.
 * The order matters where one owner's rows hang on another's:
 * - questoes before estatisticas (deleting the latest answers moves the dashboards' counters);
 * - reacoes before comentarios (the reactions to the comments that leave are found while they exist);
 * - conta last (the user row is anonymised once everything hanging on it is gone).
 */
export function dadosPessoais(db: Db, storage: FileStorage): DadosPessoais[] {
  return [
    dadosPessoaisAuth(db),
    dadosPessoaisIdentidadeExterna(db),
    dadosPessoaisSegundoFator(db),
    dadosPessoaisCheckout(db),
    dadosPessoaisEbook(db),
    dadosPessoaisEndereco(db),
    dadosPessoaisAssinatura(db),
    dadosPessoaisQuestoes(db),
    dadosPessoaisEstatisticas(db),
    dadosPessoaisExercicios(db),
    dadosPessoaisSimulados(db),
    dadosPessoaisCalculadora(db),
    dadosPessoaisItensEstudo(db),
    dadosPessoaisReacoes(db),
    dadosPessoaisComentarios(db),
    dadosPessoaisDivulgacao(db),
    dadosPessoaisPolitica(db),
    dadosPessoaisChecklist(db),
    dadosPessoaisBaralho(db),
    dadosPessoaisNotificacoesPush(db),
    dadosPessoaisSuporte(db),
    dadosPessoaisCartoes(db),
    dadosPessoaisEmails(db),
    dadosPessoaisQuestaoAberta(db, storage),
    dadosPessoaisEquipe(db),
    dadosPessoaisConta(db),
  ];
}
