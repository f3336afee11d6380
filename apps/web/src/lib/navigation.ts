import { BASE_PATH } from '../config/env';
import { loginPath } from '../config/paths';

/**
 * Lets code outside React (the API client, dialogs) navigate with the app's router. The router
 * registers itself at creation (src/app/router.tsx); before that, navigation is a full page load.
 */
export interface AppNavigator {
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Current in-app path with its query, relative to the base path. */
  currentPath(): string;
}

let navigator: AppNavigator | null = null;

export function registerNavigator(next: AppNavigator): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = null;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator.navigate(to, options);
  else hardNavigate(BASE_PATH + to.replace(/^\//, ''));
}

export function currentPath(): string {
  if (navigator) return navigator.currentPath();
  const { pathname, search } = window.location;
  const base = BASE_PATH.replace(/\/$/, '');
  return (pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname) + search;
}

/** Sends the user to the login page, keeping where they were as `?redirect=`. */
export function navigateToLogin(): void {
  const here = currentPath();
  if (here === '/login' || here.startsWith('/login?')) return;
  navigateTo(loginPath(here), { replace: true });
}

/** A full page load (leaving the SPA, or landing on an anchor of the public page). */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}
