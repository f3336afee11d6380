/** Every TanStack Query key of the checklist, under one root. */
const raiz = ['checklist'] as const;

export const checklistKeys = {
  all: raiz,
  lista: () => [...raiz, 'lista'] as const,
};
