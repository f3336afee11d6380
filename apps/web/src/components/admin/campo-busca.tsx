import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/**
 * A back-office search box bound to a filter kept in the address: what is typed goes to `onBusca` once
 * typing pauses, so the table asks the API once per word, not once per key.
 */
export function CampoBusca({
  valor,
  onBusca,
  placeholder,
}: {
  valor: string | undefined;
  onBusca: (busca: string) => void;
  placeholder: string;
}) {
  const [texto, setTexto] = useState(valor ?? '');
  const [estavel] = useDebouncedValue(texto, 350);
  useEffect(() => {
    if ((valor ?? '') !== estavel) onBusca(estavel);
  }, [estavel, valor, onBusca]);
  return (
    <TextInput
      label="Buscar"
      placeholder={placeholder}
      value={texto}
      onChange={(e) => setTexto(e.currentTarget.value)}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
