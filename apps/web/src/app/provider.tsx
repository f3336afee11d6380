import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GlobalLoadingOverlay } from '../components/global-loading-overlay';
import { OverlayHosts } from '../components/overlay-hosts';
import { useTema } from '../features/plataforma/hooks/use-tema';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { cssVariablesResolver, THEMES } from '../theme';

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals (component tests). */
  env?: 'default' | 'test';
}

function ThemedUi({ children, env }: Omit<AppProviderProps, 'queryClient'>) {
  const tema = useTema();
  return (
    <MantineProvider
      theme={THEMES[tema]}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      env={env}
    >
      <OverlayHosts />
      <GlobalLoadingOverlay />
      {children}
    </MantineProvider>
  );
}

/** Query cache, the platform's theme, dialogs, notifications and the loading overlay. */
export function AppProvider({ children, queryClient = defaultQueryClient, env }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedUi env={env}>{children}</ThemedUi>
    </QueryClientProvider>
  );
}
