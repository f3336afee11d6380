import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MEDICAL_URL, setPageUrl } from '../../../testing/environment';
import { mockApi, PUBLIC_API, reply } from '../../../testing/fetch-mock';
import { testQueryClient } from '../../../testing/render';
import { useTema } from './use-tema';

function renderTema() {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useTema(), { wrapper });
}

describe('theme choice', () => {
  it('uses the theme the platform lookup returns', async () => {
    window.localStorage.setItem('plataforma', '2');
    mockApi(PUBLIC_API);
    const { result } = renderTema();
    await waitFor(() => expect(result.current).toBe('aprovei_concurso'));
  });

  it('falls back to the residency theme when the lookup fails or answers nonsense', async () => {
    window.localStorage.setItem('plataforma', '2');
    mockApi({ 'GET plataforma/buscar-plataforma/2': reply({ codigo: 'ERRO_INTERNO', mensagem: 'x' }, 500) });
    const failed = renderTema();
    await waitFor(() => expect(failed.result.current).toBe('aprovei_residencia'));
    failed.unmount();

    mockApi({ 'GET plataforma/buscar-plataforma/2': { id: 2, nome: 'Concurso', tema: 'tema_inexistente' } });
    const odd = renderTema();
    await waitFor(() => expect(odd.result.current).toBe('aprovei_residencia'));
  });

  it('always uses the medical theme on the medical address, without a lookup', () => {
    setPageUrl(MEDICAL_URL);
    const mock = mockApi(PUBLIC_API);
    const { result } = renderTema();
    expect(result.current).toBe('aprovei_med');
    expect(mock.calls).toHaveLength(0);
  });
});
