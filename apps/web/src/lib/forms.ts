import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import type { z } from 'zod';
import { fieldErrors } from './field-errors';

/** Formats a field as the person types (CPF, phone, digits only). */
export type Mask = (value: string) => string;

export interface ZodFormOptions<Values> {
  initialValues: Values;
  /** Masks by field name, applied on every change of that field's input. */
  masks?: Partial<Record<keyof Values & string, Mask>>;
}

/** A form whose values are `Values` and whose submit handler receives the schema's parsed output. */
export type ZodForm<Values, S extends z.ZodType> = UseFormReturnType<Values, z.output<S>>;

/**
 * The one way to write a form: Mantine's form, validated by a zod schema from `packages/shared` (the
 * API validates the same body with it, so the texts match). `form.onSubmit(handler)` validates, shows
 * each field's first message under it, and calls `handler` with the schema's output (trimmed,
 * normalised, ready to send) only when valid; `form.submitting` is true while an async handler runs,
 * and a submit during that time is ignored. Server field errors go onto the same fields with
 * `applyServerErrors`.
 *
 * When the rules depend on something the screen learns later in the render (the questions asked
 * now), pass a function: it is called at validation time.
 */
export function useZodForm<S extends z.ZodType, Values extends Record<string, unknown> & z.input<S>>(
  schema: S | (() => S),
  { initialValues, masks }: ZodFormOptions<Values>,
): ZodForm<Values, S> {
  const current = () => (typeof schema === 'function' ? schema() : schema);
  const form = useForm<Values, z.output<S>>({
    initialValues,
    validate: (values) => schemaResolver(current(), { sync: true })(values),
    // Called by onSubmit only after the validation above passed.
    transformValues: (values) => current().parse(values),
    enhanceGetInputProps: ({ field, form }) => {
      const mask = masks?.[field as keyof Values & string];
      if (!mask) return undefined;
      return {
        onChange: (event: unknown) => form.setFieldValue(field, mask(inputValue(event)) as never),
      };
    },
  });
  const onSubmit: typeof form.onSubmit = (handler, onInvalid) => (event) => {
    if (form.submitting) {
      event?.preventDefault();
      return;
    }
    form.onSubmit(handler, onInvalid)(event);
  };
  return { ...form, onSubmit };
}

function inputValue(event: unknown): string {
  if (typeof event === 'string') return event;
  const target = (event as { currentTarget?: { value?: unknown } } | null)?.currentTarget;
  return typeof target?.value === 'string' ? target.value : '';
}

/**
 * Puts the field errors of an API answer (400/409 `{ codigo, mensagem, errors: [{ campo, mensagem }] }`)
 * under the form's fields of the same name, replacing the current errors. Returns false when the answer
 * named no field: the caller shows the error another way (dialog, alert).
 */
export function applyServerErrors(
  form: Pick<UseFormReturnType<never>, 'setErrors'>,
  error: unknown,
): boolean {
  const errors = fieldErrors(error);
  if (Object.keys(errors).length === 0) return false;
  form.setErrors(errors);
  return true;
}
