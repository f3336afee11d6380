import type { TQuestaoAdmin } from '@aprovei/shared/questoes/admin.schemas';
import { letra } from '@aprovei/shared/questoes/questoes.rules';
import { ZQuestaoEdicao, ZQuestaoNova } from '@aprovei/shared/questoes/questoes.schemas';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Radio,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { EditorRico } from '../../../components/admin/editor-rico';
import { enviarImagem, questoesAdmin } from '../api/itens-admin.api';
import { campoRico, FormItem, novoItem, PaginaFormItem, type TipoForm, useFormDoItem } from './form-item';
import { TEXTOS_QUESTAO } from './textos';

const VAZIA = novoItem({
  subConteudos: [] as number[],
  enunciado: '',
  alternativas: ['', '', '', ''],
  explicacoesAlternativas: ['', '', '', ''],
  corretas: [] as number[],
  somatoria: false,
});
type Valores = typeof VAZIA;

const doItem = (q: TQuestaoAdmin): Valores => ({
  ...VAZIA,
  plataformaId: q.plataformaId,
  anoId: q.anoId,
  instituicaoId: q.instituicaoId,
  bancaId: q.bancaId,
  materias: q.materias,
  conteudos: q.conteudos,
  subConteudos: q.subConteudos,
  enunciado: q.enunciado,
  alternativas: q.alternativas,
  explicacoesAlternativas: q.alternativas.map((_, i) => q.explicacoesAlternativas[i] ?? ''),
  corretas: q.corretas,
  somatoria: q.somatoria,
  explicacao: q.explicacao,
  estagiario: q.estagiario,
});

const QUESTAO: TipoForm<TQuestaoAdmin, Valores, ReturnType<typeof questoesAdmin.keys.uma>> = {
  textos: TEXTOS_QUESTAO,
  api: questoesAdmin,
  gabarito: (q) => [...q.corretas].sort().join(','),
};

/** A question's form: new (`/admin/questoes/nova`) or an existing one (`/admin/questoes/:id`). */
export const QuestaoFormPage = ({ id }: { id: number | null }) => (
  <PaginaFormItem id={id} tipo={QUESTAO} Form={FormQuestao} />
);

function FormQuestao({ item: questao }: { item: TQuestaoAdmin | null }) {
  const publicada = questao !== null && questao.situacao !== 'RASCUNHO';
  const form = useFormDoItem(questao, { novo: ZQuestaoNova, edicao: ZQuestaoEdicao }, (q) =>
    q ? doItem(q) : VAZIA,
  );
  const v = form.getValues();
  const n = v.alternativas.length;
  const mudarAlternativas = (alts: string[], exps: string[], corretas: number[]) =>
    form.setValues({ alternativas: alts, explicacoesAlternativas: exps, corretas });

  return (
    <FormItem
      item={questao}
      tipo={QUESTAO}
      form={form}
      opcoesExtras={
        <Switch
          label="Somatória"
          disabled={publicada}
          checked={v.somatoria}
          onChange={(e) => form.setValues({ somatoria: e.currentTarget.checked, corretas: [] })}
        />
      }
    >
      <EditorRico label="Enunciado" {...campoRico(form, 'enunciado')} />

      <Stack gap="sm" role="group" aria-label="Alternativas">
        <Text fw={600}>
          {v.somatoria ? 'Proposições (marque as verdadeiras)' : 'Alternativas (marque a correta)'}
        </Text>
        {(['alternativas', 'corretas'] as const).map(
          (campo) =>
            form.errors[campo] && (
              <Text key={campo} c="red" size="sm">
                {form.errors[campo]}
              </Text>
            ),
        )}
        <Radio.Group
          value={!v.somatoria && v.corretas[0] !== undefined ? String(v.corretas[0]) : null}
          onChange={(c) => form.setFieldValue('corretas', [Number(c)])}
        >
          <Stack gap="sm">
            {v.alternativas.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: alternatives are their positions.
              <Card withBorder key={i} padding="sm">
                <Group align="flex-start" wrap="nowrap" gap="sm">
                  {v.somatoria ? (
                    <Checkbox
                      mt={30}
                      aria-label={`Proposição ${letra(i).toUpperCase()} verdadeira`}
                      checked={v.corretas.includes(i)}
                      onChange={(e) =>
                        form.setFieldValue(
                          'corretas',
                          e.currentTarget.checked ? [...v.corretas, i] : v.corretas.filter((c) => c !== i),
                        )
                      }
                    />
                  ) : (
                    <Radio
                      mt={30}
                      value={String(i)}
                      aria-label={`Alternativa ${letra(i).toUpperCase()} correta`}
                    />
                  )}
                  <Stack gap="xs" style={{ flex: 1 }}>
                    <Textarea
                      label={`Alternativa ${letra(i).toUpperCase()}`}
                      autosize
                      minRows={1}
                      {...form.getInputProps(`alternativas.${i}`)}
                    />
                    <EditorRico
                      label={`Explicação da alternativa ${letra(i).toUpperCase()}`}
                      value={v.explicacoesAlternativas[i] ?? ''}
                      onChange={(html) => form.setFieldValue(`explicacoesAlternativas.${i}`, html)}
                      enviarImagem={enviarImagem}
                    />
                  </Stack>
                  {!publicada && n > 2 && (
                    <ActionIcon
                      mt={30}
                      variant="subtle"
                      color="red"
                      aria-label={`Remover alternativa ${letra(i).toUpperCase()}`}
                      onClick={() =>
                        mudarAlternativas(
                          v.alternativas.filter((_, j) => j !== i),
                          v.explicacoesAlternativas.filter((_, j) => j !== i),
                          v.corretas.filter((c) => c !== i).map((c) => (c > i ? c - 1 : c)),
                        )
                      }
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Card>
            ))}
          </Stack>
        </Radio.Group>
        {!publicada && n < 10 && (
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() =>
              mudarAlternativas([...v.alternativas, ''], [...v.explicacoesAlternativas, ''], v.corretas)
            }
            style={{ alignSelf: 'flex-start' }}
          >
            Adicionar alternativa
          </Button>
        )}
      </Stack>
    </FormItem>
  );
}
