import { Center, Loader } from '@mantine/core';

/** Placeholder while a lazy screen or a guard's check loads. */
export function PageLoader() {
  return (
    <Center mih="50vh" p="xl">
      <Loader aria-label="Carregando…" />
    </Center>
  );
}
