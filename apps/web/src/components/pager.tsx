import { Group, Pagination } from '@mantine/core';

const CONTROLES = {
  first: 'Primeira página',
  last: 'Última página',
  previous: 'Página anterior',
  next: 'Próxima página',
} as const;

/**
 * The pager of a paged list (the API's pages count from 0, the buttons from 1); nothing with a single
 * page. `rotulo` names the navigation landmark when a screen has more than one.
 */
export function Pager({
  page,
  totalPages,
  onChange,
  rotulo = 'Paginação',
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  rotulo?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={rotulo}>
      <Pagination
        total={totalPages}
        value={page + 1}
        onChange={(p) => onChange(p - 1)}
        siblings={1}
        getItemProps={(p) => ({ 'aria-label': `Página ${p}` })}
        getControlProps={(control) => ({ 'aria-label': CONTROLES[control] })}
      />
    </Group>
  );
}
