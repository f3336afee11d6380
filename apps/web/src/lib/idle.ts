/**
 * Runs `task` when the browser is next idle (within 2 s at the latest; after 1.2 s where there is no
 * idle callback). Returns the cancel function, ready to be an effect's cleanup.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1200);
  return () => window.clearTimeout(id);
}
