import type { SituacaoVisivel, TGabaritoAlterado } from '@aprovei/shared/itens-estudo/situacao';
import { MENSAGEM_ACERTOU, MENSAGEM_SELECIONE } from '@aprovei/shared/questoes/questoes.rules';
import type { TResumoReacoes } from '@aprovei/shared/reacoes/reacoes.schemas';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { CertezaResposta } from '../../../components/certeza-resposta';
import { showApiError } from '../../../components/dialogs';
import { serverMessages } from '../../../lib/errors';
import { type Envio, filaRespostas } from '../../../lib/fila-respostas';
import { ERRO_ENVIAR_RESPOSTA, registrarCerteza } from '../api/questoes.api';
import { TIPOS_DE_ITEM, type TipoItem } from '../utils/item';
import { AvisoResposta, CabecalhoItem, ItemExtras, RESULT_VARS } from './partes-item';
import classes from './questoes.module.css';

/** What answering any study item returns: right or wrong, and the explanation. */
interface Correcao {
  certoErrado: boolean;
  feedback?: string | null;
  /** The latest key change after publication: 'Gabarito alterado' with its reason. */
  gabaritoAlterado?: TGabaritoAlterado | null;
  /** The stored answer: its certainty and miss reason are written after it. */
  idResposta?: number;
}

/** The answering state of one item, as its card shows it. */
export interface Resposta<R extends Correcao> {
  tipo: TipoItem;
  aviso: string | null;
  resultado: R | null;
  /** Whether the choice can no longer change (a corrected question, or one kept to be sent). */
  travada: boolean;
  /** Kept on the device without a connection: the result comes when it is sent. */
  guardada: boolean;
  enviando: boolean;
  /** Sends the choice; an incomplete one only warns. */
  responder: () => void;
  /** Applies a new choice, unless the item is locked; the warning (and a reopenable correction) goes. */
  escolher: (aplicar: () => void) => void;
}

export const TEXTO_RESPOSTA_GUARDADA = 'Resposta guardada; o resultado aparece quando a conexão voltar.';

/**
 * The answering of one item of a kind: the 'select an alternative' warning, the sending of the body the
 * choice makes (`escolha`, null while incomplete) to the kind's endpoint through the answers' queue, and
 * the correction — at once, or when a kept answer is sent after the connection returns.
 */
export function useResposta<Body, R extends Correcao>(
  tipo: TipoItem,
  enviar: (body: Body) => Promise<Envio<R>>,
  escolha: () => Body | null,
): Resposta<R> {
  const kind = TIPOS_DE_ITEM[tipo];
  const [aviso, setAviso] = useState<string | null>(null);
  const [resultado, setResultado] = useState<R | null>(null);
  const [guardada, setGuardada] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: enviar,
    // The answers' queue keeps it when offline: the mutation must not wait for the network itself.
    networkMode: 'always',
    onSuccess: (envio) => {
      if (envio.enviada) setResultado(envio.resposta);
      else setGuardada(envio.id);
    },
    onError: (error) => {
      void showApiError(error, ERRO_ENVIAR_RESPOSTA);
    },
  });
  useEffect(() => {
    if (guardada === null) return;
    return filaRespostas.aoConcluir((d) => {
      if (d.pendente.id !== guardada) return;
      setGuardada(null);
      if (d.ok) setResultado(d.resposta as R);
      else setAviso(serverMessages(d.erro.body)[0] ?? ERRO_ENVIAR_RESPOSTA);
    });
  }, [guardada]);
  const travada = (kind.travaAposResponder && resultado !== null) || guardada !== null;

  return {
    tipo,
    aviso,
    resultado,
    travada,
    guardada: guardada !== null,
    enviando: mutation.isPending,
    responder: () => {
      const body = escolha();
      if (body === null) {
        setAviso(MENSAGEM_SELECIONE);
        return;
      }
      setAviso(null);
      mutation.mutate(body);
    },
    escolher: (aplicar) => {
      if (travada) return;
      setAviso(null);
      if (!kind.travaAposResponder) setResultado(null);
      aplicar();
    },
  };
}

interface ItemEstudoProps<R extends Correcao> {
  id: number;
  titulo: string;
  chips: string[];
  /** The statement (and the context it belongs to), above the choices. */
  enunciado: ReactNode;
  /** Whether the user answered this item before: the note marks the last answer until a new one. */
  respondidoAntes: boolean;
  /** The choices of the kind (alternatives, propositions, Certo/Errado). */
  children: ReactNode;
  resposta: Resposta<R>;
  /** The sentence of a wrong answer. */
  incorreta: (resultado: R) => string;
  totalComentarios: number;
  reacoes?: TResumoReacoes;
  /** Annulled and outdated items show a badge. */
  situacao?: SituacaoVisivel;
  /** More of the correction below the explanation (each alternative's own). */
  maisExplicacoes?: (resultado: R) => ReactNode;
}

/**
 * A study item's card, the same for every kind: header chips, the statement, the choices, the
 * warning, the correction, the answer button and the statistics, comments and reactions.
 */
export function ItemEstudo<R extends Correcao>(props: ItemEstudoProps<R>) {
  const { resposta } = props;
  const { resultado } = resposta;
  const kind = TIPOS_DE_ITEM[resposta.tipo];
  const tituloId = useId();

  return (
    <Card component="article" aria-labelledby={tituloId} className={classes.card} style={RESULT_VARS}>
      <Stack gap="md">
        <CabecalhoItem
          titulo={props.titulo}
          tituloId={tituloId}
          chips={props.chips}
          situacao={props.situacao}
        />
        {props.enunciado}
        {props.respondidoAntes && resultado === null && (
          <Text size="sm" c="dimmed">
            {kind.jaRespondido}
          </Text>
        )}
        {props.children}
        {resposta.guardada && (
          <Group gap="xs" wrap="nowrap" role="status">
            <IconCloudUpload size={20} aria-hidden color="var(--mantine-color-orange-7)" />
            <Text fw={600}>{TEXTO_RESPOSTA_GUARDADA}</Text>
          </Group>
        )}
        {resposta.aviso && (
          <Text c="var(--app-incorreta-texto)" fw={600} role="alert">
            {resposta.aviso}
          </Text>
        )}
        {resultado && (
          <AvisoResposta
            certo={resultado.certoErrado}
            mensagem={resultado.certoErrado ? MENSAGEM_ACERTOU : props.incorreta(resultado)}
            explicacao={resultado.feedback}
            gabaritoAlterado={resultado.gabaritoAlterado ?? null}
          >
            {props.maisExplicacoes?.(resultado)}
          </AvisoResposta>
        )}
        {resultado?.idResposta !== undefined && (
          <CertezaResposta
            certa={resultado.certoErrado}
            salvar={(body) => registrarCerteza(resposta.tipo, resultado.idResposta as number, body)}
          />
        )}
        {!resposta.travada && (
          <div className={classes.acaoFixa}>
            <Button
              onClick={resposta.responder}
              loading={resposta.enviando}
              disabled={resultado !== null || resposta.guardada}
            >
              {kind.acao}
            </Button>
          </div>
        )}
        <ItemExtras
          alvo={{ tipo: resposta.tipo, id: props.id }}
          totalComentarios={props.totalComentarios}
          reacoes={props.reacoes}
        />
      </Stack>
    </Card>
  );
}
