// The filter card's searchable selects, loaded after its first paint (see selects-filtro.tsx), with
// string values (Mantine's are generic, which React.lazy cannot carry).
import {
  MultiSelect as MantineMultiSelect,
  Select as MantineSelect,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';
import type { ComponentType } from 'react';

export const Select: ComponentType<SelectProps> = MantineSelect;
export const MultiSelect: ComponentType<MultiSelectProps> = MantineMultiSelect;
