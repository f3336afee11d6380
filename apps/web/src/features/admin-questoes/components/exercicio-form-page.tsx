import type { TExercicioAdmin } from '@aprovei/shared/questoes/admin.schemas';
import { ZExercicioEdicao, ZExercicioNovo } from '@aprovei/shared/questoes/questoes.schemas';
import { Group, Radio } from '@mantine/core';
import { EditorRico } from '../../../components/admin/editor-rico';
import { exerciciosAdmin } from '../api/itens-admin.api';
import { campoRico, FormItem, novoItem, PaginaFormItem, type TipoForm, useFormDoItem } from './form-item';
import { TEXTOS_EXERCICIO } from './textos';

/** A new exercise's answer is unset (null) until the editor picks one: the schema's message asks for it. */
const VAZIO = novoItem({ contexto: '', afirmativa: '', certo: null as unknown as boolean });
type Valores = typeof VAZIO;

/** The form's values of a stored exercise (its own extra fields are dropped by the schema on submit). */
const valoresDe = (x: TExercicioAdmin | null): Valores => (x ? { ...VAZIO, ...x, cursoId: null } : VAZIO);

const EXERCICIO: TipoForm<TExercicioAdmin, Valores, ReturnType<typeof exerciciosAdmin.keys.uma>> = {
  textos: TEXTOS_EXERCICIO,
  api: exerciciosAdmin,
  gabarito: (x) => String(x.certo),
};

/** A fixation exercise's form: new (`/admin/exercicios/novo`) or an existing one (`/admin/exercicios/:id`). */
export const ExercicioFormPage = ({ id }: { id: number | null }) => (
  <PaginaFormItem id={id} tipo={EXERCICIO} Form={FormExercicio} />
);

/** The statement to judge (with the optional text it comes from), and whether it is right. */
function FormExercicio({ item }: { item: TExercicioAdmin | null }) {
  const form = useFormDoItem(item, { novo: ZExercicioNovo, edicao: ZExercicioEdicao }, valoresDe);
  const { certo } = form.getValues();
  return (
    <FormItem item={item} tipo={EXERCICIO} form={form}>
      <EditorRico
        label="Texto da questão"
        description="Opcional: o enunciado de onde a afirmativa vem, mostrado acima dela."
        {...campoRico(form, 'contexto')}
      />
      <EditorRico label="Afirmativa" {...campoRico(form, 'afirmativa')} minHeight={100} />
      <Radio.Group
        label="Gabarito"
        required
        value={typeof certo !== 'boolean' ? null : certo ? 'certo' : 'errado'}
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
