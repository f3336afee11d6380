import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '../lib/idle';

/**
 * The hosts of Mantine's modals and notifications are loaded after the first render, when the browser
 * is idle (or at once when a dialog is opened earlier), keeping ~23 KB gzip off the landing's initial
 * JavaScript. Use the event APIs (`modals.*` through src/components/dialogs.tsx, `notifications.show`),
 * not the `useModals()` context, which this setup does not provide.
 */
const ModalsHost = lazy(() => import('./modals-host'));
const NotificationsHost = lazy(() => import('./notifications-host'));

let wanted = false;
const listeners = new Set<() => void>();

let resolveReady: () => void = () => {};
let ready = pending();
function pending(): Promise<void> {
  return new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
}

/** Called by the mounted host; the returned cleanup marks it gone again (e.g. a remounted provider). */
function hostMounted(): () => void {
  resolveReady();
  return () => {
    ready = pending();
  };
}

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Resolves once the modals host is mounted and listening (loading it now if needed). */
export function requestModalsHost(): Promise<void> {
  want();
  return ready;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isWanted = () => wanted;

export function OverlayHosts() {
  const load = useSyncExternalStore(subscribe, isWanted, isWanted);

  useEffect(() => whenIdle(want), []);

  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost onReady={hostMounted} />
      <NotificationsHost />
    </Suspense>
  );
}
