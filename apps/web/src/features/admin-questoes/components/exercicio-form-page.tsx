import type { TExercicioAdmin } from '@aprovei/shared/questoes/admin.schemas';
import { ZExercicioEdicao, ZExercicioNovo } from '@aprovei/shared/questoes/questoes.schemas';
import { Group, Radio } from '@mantine/core';
import { EditorRico } from '../../../components/admin/editor-rico';
import { useZodForm } from '../../../lib/forms';
import { enviarImagem, exerciciosAdmin } from '../api/itens-admin.api';
import { CarregarItem, CLASSIFICACAO_VAZIA, FormItem, type ValoresItem } from './form-item';
import { TEXTOS_EXERCICIO } from './textos';

type Valores = ValoresItem & { contexto: string; afirmativa: string; certo: boolean };

/** A new exercise's answer is unset (null) until the editor picks one: the schema's message asks for it. */
const VAZIO: Valores = {
  ...CLASSIFICACAO_VAZIA,
  contexto: '',
  afirmativa: '',
  certo: null as unknown as boolean,
};

const doItem = (x: TExercicioAdmin): Valores => ({
  ...VAZIO,
  plataformaId: x.plataformaId,
  anoId: x.anoId,
  instituicaoId: x.instituicaoId,
  bancaId: x.bancaId,
  materias: x.materias,
  conteudos: x.conteudos,
  contexto: x.contexto,
  afirmativa: x.afirmativa,
  certo: x.certo,
  explicacao: x.explicacao,
  estagiario: x.estagiario,
});

/** A fixation exercise's form: new (`/admin/exercicios/novo`) or an existing one (`/admin/exercicios/:id`). */
export function ExercicioFormPage({ id }: { id: number | null }) {
  return (
    <CarregarItem id={id} textos={TEXTOS_EXERCICIO} consulta={exerciciosAdmin.uma}>
      {(exercicio) => <FormExercicio key={id ?? 'novo'} exercicio={exercicio} />}
    </CarregarItem>
  );
}

/** The statement to judge (with the optional text it comes from), and whether it is right. */
function FormExercicio({ exercicio }: { exercicio: TExercicioAdmin | null }) {
  const form = useZodForm<typeof ZExercicioNovo, Valores>(
    () => (exercicio ? (ZExercicioEdicao as unknown as typeof ZExercicioNovo) : ZExercicioNovo),
    { initialValues: exercicio ? doItem(exercicio) : VAZIO },
  );
  const v = form.getValues();

  return (
    <FormItem
      item={exercicio}
      textos={TEXTOS_EXERCICIO}
      form={form}
      api={exerciciosAdmin}
      mudouGabarito={(valores) => valores.certo !== exercicio?.certo}
    >
      <EditorRico
        label="Texto da questão"
        description="Opcional: o enunciado de onde a afirmativa vem, mostrado acima dela."
        value={v.contexto}
        onChange={(html) => form.setFieldValue('contexto', html)}
        error={form.errors.contexto as string | undefined}
        enviarImagem={enviarImagem}
      />
      <EditorRico
        label="Afirmativa"
        value={v.afirmativa}
        onChange={(html) => form.setFieldValue('afirmativa', html)}
        error={form.errors.afirmativa as string | undefined}
        minHeight={100}
      />
      <Radio.Group
        label="Gabarito"
        required
        value={typeof v.certo !== 'boolean' ? null : v.certo ? 'certo' : 'errado'}
        onChange={(c) => form.setFieldValue('certo', c === 'certo')}
        error={form.errors.certo}
      >
        <Group mt="xs" gap="lg">
          <Radio value="certo" label="Certo" />
          <Radio value="errado" label="Errado" />
        </Group>
      </Radio.Group>
    </FormItem>
  );
}
