import { somaSelecionada } from '@aprovei/shared/questoes/questoes.rules';
import type { TQuestao, TRespostaFeedback } from '@aprovei/shared/questoes/questoes.schemas';
import { ActionIcon, Box, Checkbox, Radio, Stack, Text } from '@mantine/core';
import { IconScissors } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { SafeHtml } from '../../../components/safe-html';
import { verificarResposta } from '../api/questoes.api';
import {
  type AlternativaVista,
  alternativaRespondida,
  alternativasVistas,
  type Marca,
  marcaDaAlternativa,
  mensagemIncorreta,
  respostaEscolhida,
  valorExibido,
  valoresDaSoma,
} from '../utils/alternativas';
import { ItemEstudo, useResposta } from './item-estudo';
import { MarcaResultado } from './partes-item';
import classes from './questoes.module.css';

/** Header chips: number, id, year, institution, banca, subjects and contents. */
export function chipsDaQuestao(questao: TQuestao): string[] {
  return [
    `#${questao.id}`,
    String(questao.ano.ano),
    questao.instituicao.nome,
    ...(questao.banca ? [questao.banca.nome] : []),
    ...questao.listaMaterias.map((m) => m.nome),
    ...questao.listaConteudos.map((c) => c.nome),
  ];
}

interface LinhaProps {
  alt: AlternativaVista;
  somatoria: boolean;
  riscada: boolean;
  onRiscar: () => void;
  marca: Marca;
  marcada: boolean;
  travada: boolean;
  onMarcar: (marcada: boolean) => void;
}

/** One alternative: the whole row chooses it; the scissors beside it only strike it through. */
function Linha({ alt, somatoria, riscada, onRiscar, marca, marcada, travada, onMarcar }: LinhaProps) {
  const conteudo = (
    <>
      <span className={classes.letra} aria-hidden>
        {alt.letra}
      </span>
      <span className="visually-hidden">{`Alternativa ${alt.letra}${somatoria ? `, valor ${valorExibido(alt.valor)}` : ''}: `}</span>
      {somatoria && (
        <span className={classes.valor} aria-hidden>
          {valorExibido(alt.valor)}
        </span>
      )}
      <Box className={classes.texto}>
        <SafeHtml html={alt.enunciado} />
      </Box>
      <MarcaResultado marca={marca} />
    </>
  );
  const comum = {
    className: classes.alternativa,
    'data-resultado': marca ?? undefined,
    'aria-disabled': travada || undefined,
  };
  return (
    <div className={`${classes.linha} ${riscada ? classes.riscada : ''}`} data-riscada={riscada || undefined}>
      {somatoria ? (
        <Checkbox.Card
          {...comum}
          checked={marcada}
          onChange={(checked) => {
            if (!travada) onMarcar(checked);
          }}
        >
          {conteudo}
        </Checkbox.Card>
      ) : (
        <Radio.Card {...comum} value={String(alt.id)}>
          {conteudo}
        </Radio.Card>
      )}
      <ActionIcon
        className={classes.tesoura}
        variant={riscada ? 'light' : 'subtle'}
        color="gray"
        aria-pressed={riscada}
        aria-label={`Riscar alternativa ${alt.letra}`}
        title={riscada ? 'Desfazer o risco' : 'Riscar alternativa'}
        onClick={onRiscar}
      >
        <IconScissors size={20} aria-hidden />
      </ActionIcon>
    </div>
  );
}

/** Each alternative's own explanation, under the general one (those the editor wrote). */
function ExplicacoesAlternativas({
  alternativas,
  explicacoes,
}: {
  alternativas: AlternativaVista[];
  explicacoes: TRespostaFeedback['explicacoesAlternativas'] | undefined;
}) {
  const escritas = alternativas.flatMap((alt) => {
    const html = explicacoes?.find((e) => e.id === alt.id)?.explicacao.trim();
    return html ? [{ alt, html }] : [];
  });
  if (escritas.length === 0) return null;
  return (
    <Stack gap={6} component="ul" aria-label="Explicação de cada alternativa" className={classes.explicacoes}>
      {escritas.map(({ alt, html }) => (
        <li key={alt.id}>
          <Text span fw={700}>{`${alt.letra}) `}</Text>
          <SafeHtml html={html} />
        </li>
      ))}
    </Stack>
  );
}

/**
 * A multiple-choice question (spec doc 3 §2 "Question search"): header chips, the statement, lettered
 * alternatives with the scissors, sum-type propositions with their values, 'Verificar resposta' and the
 * feedback; once answered here the choice is locked and the chosen and correct rows are marked.
 */
export function CartaoQuestao({ questao }: { questao: TQuestao }) {
  const alternativas = useMemo(() => alternativasVistas(questao), [questao]);
  const somatoria = questao.questaoSomatoria;
  const [alternativa, setAlternativa] = useState<number | null>(() =>
    questao.respondida && !somatoria ? alternativaRespondida(alternativas) : null,
  );
  const [valores, setValores] = useState<number[]>(() =>
    questao.respondida && somatoria ? valoresDaSoma(questao.valorSomatoriaRespondida, alternativas) : [],
  );
  const [riscadas, setRiscadas] = useState<ReadonlySet<number>>(new Set());
  const resposta = useResposta('questao', verificarResposta, () =>
    respostaEscolhida(questao, alternativa, valores),
  );
  const { resultado, travada } = resposta;

  const riscar = (id: number) =>
    setRiscadas((atual) => {
      const next = new Set(atual);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const escolhida = (alt: AlternativaVista) =>
    somatoria ? valores.includes(alt.valor) : alternativa === alt.id;

  const linhas = alternativas.map((alt) => (
    <Linha
      key={alt.id}
      alt={alt}
      somatoria={somatoria}
      riscada={riscadas.has(alt.id)}
      onRiscar={() => riscar(alt.id)}
      marca={marcaDaAlternativa(alt, resultado, escolhida(alt), somatoria)}
      marcada={escolhida(alt)}
      travada={travada}
      onMarcar={(marcar) =>
        resposta.escolher(() =>
          setValores((atual) => (marcar ? [...atual, alt.valor] : atual.filter((v) => v !== alt.valor))),
        )
      }
    />
  ));

  return (
    <ItemEstudo
      id={questao.id}
      titulo={`Questão ${questao.numeroQuestao}`}
      chips={chipsDaQuestao(questao)}
      enunciado={<SafeHtml html={questao.enunciado} className={classes.enunciado} />}
      respondidoAntes={questao.respondida}
      resposta={resposta}
      incorreta={(r) => mensagemIncorreta(r, alternativas, somatoria)}
      totalComentarios={questao.totalComentarios}
      reacoes={questao.reacoes}
      situacao={questao.situacao}
      maisExplicacoes={(r) => (
        <ExplicacoesAlternativas alternativas={alternativas} explicacoes={r.explicacoesAlternativas} />
      )}
    >
      {somatoria ? (
        <Stack gap="xs">
          <Stack gap="xs" role="group" aria-label="Proposições (marque as verdadeiras)">
            {linhas}
          </Stack>
          <Text fw={600} aria-live="polite">
            {`A sua resposta será: ${somaSelecionada(valores)}`}
          </Text>
        </Stack>
      ) : (
        <Radio.Group
          value={alternativa === null ? null : String(alternativa)}
          onChange={(value) => resposta.escolher(() => setAlternativa(Number(value)))}
          readOnly={travada}
          label={<span className="visually-hidden">Alternativas</span>}
        >
          <Stack gap="xs">{linhas}</Stack>
        </Radio.Group>
      )}
    </ItemEstudo>
  );
}
