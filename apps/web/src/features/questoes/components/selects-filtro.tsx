import { type MultiSelectProps, type SelectProps, TextInput } from '@mantine/core';
import { createContext, lazy, type ReactNode, Suspense, useContext } from 'react';

// The filter card's selects (cartao-filtros.tsx): options that keep the chosen ids, and the searchable
// selects in a chunk of their own, light stand-ins in their place until it is in.

interface Item {
  id: number;
  nome: string;
}

/** Select options that always include the chosen ids (with a stand-in label while lists load). */
export function opcoes(
  lista: readonly Item[] | undefined,
  escolhidos: readonly number[],
  rotulo: (id: number) => string,
) {
  const data = (lista ?? []).map((i) => ({ value: String(i.id), label: i.nome }));
  for (const id of escolhidos) {
    if (!data.some((d) => d.value === String(id))) data.push({ value: String(id), label: rotulo(id) });
  }
  return data;
}

export const toIds = (values: string[]) => values.map(Number);
export const toId = (value: string | null) => (value === null ? null : Number(value));

/**
 * Whether the searchable selects are rendered yet. They are the heaviest part of the page's first render
 * (a combobox, a popover and their hooks each, six of them) and their code (~45 KB gzip with floating-ui)
 * is a chunk of its own: the first paint shows light read-only inputs of the same size in their place,
 * and a deferred render, once that code is in, swaps the selects in.
 */
export const SelectsReady = createContext(true);

const loadSelects = () => import('./selecoes-filtro');
const Select = lazy(() => loadSelects().then((m) => ({ default: m.Select })));
const MultiSelect = lazy(() => loadSelects().then((m) => ({ default: m.MultiSelect })));

type Option = { value: string; label: string };
const labelsOf = (data: SelectProps['data'], values: readonly string[]) =>
  ((data ?? []) as Option[]).filter((o) => values.includes(o.value)).map((o) => o.label);

function StandIn(props: { label: ReactNode; placeholder?: string; text: string; disabled?: boolean }) {
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      value={props.text}
      disabled={props.disabled}
      readOnly
    />
  );
}

function WithStandIn({
  props,
  text,
  children,
}: {
  props: SelectProps | MultiSelectProps;
  text: string;
  children: ReactNode;
}) {
  const standIn = (
    <StandIn label={props.label} placeholder={props.placeholder} text={text} disabled={props.disabled} />
  );
  if (!useContext(SelectsReady)) return standIn;
  return <Suspense fallback={standIn}>{children}</Suspense>;
}

export function FilterSelect(props: SelectProps) {
  const text = props.value ? labelsOf(props.data, [props.value]).join('') : '';
  return (
    <WithStandIn props={props} text={text}>
      <Select {...props} />
    </WithStandIn>
  );
}

export function FilterMultiSelect(props: MultiSelectProps) {
  return (
    <WithStandIn props={props} text={labelsOf(props.data, props.value ?? []).join(', ')}>
      <MultiSelect {...props} />
    </WithStandIn>
  );
}
