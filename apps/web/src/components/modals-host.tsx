import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/** Mantine's modals manager, listening for `modals.*` events (lazy: see overlay-hosts.tsx). */
export default function ModalsHost({ onReady }: { onReady: () => () => void }) {
  // Runs after ModalsProvider's own effects, i.e. once its event listeners are in place.
  useEffect(() => onReady(), [onReady]);
  return <ModalsProvider labels={{ confirm: 'SIM', cancel: 'NÃO' }} modalProps={{ centered: true }} />;
}
