import { Alert, Button, Loader, Text } from '@mantine/core';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiUrl } from '../lib/api-client';

export interface CaptchaProps {
  /** The solved payload when the check passes; null while unsolved, after expiry or a reset. */
  onChange: (payload: string | null) => void;
}

type Carga = 'carregando' | 'pronto' | 'erro';

const carregarWidget = () => import('./captcha-widget');

/**
 * The human check (self-hosted ALTCHA proof of work). The widget and its workers are loaded on
 * demand, outside the initial bundles. The challenge comes from GET /api/captcha/desafio; the
 * payload goes with the form and is accepted once by the server.
 */
export function Captcha({ onChange }: CaptchaProps) {
  const [carga, setCarga] = useState<Carga>('carregando');
  const [widget, setWidget] = useState<AltchaWidgetElement | null>(null);
  const onChangeRef = useRef(onChange);
  const widgetRef = useCallback((el: HTMLElement | null) => setWidget(el as AltchaWidgetElement | null), []);

  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    let vivo = true;
    carregarWidget().then(
      () => vivo && setCarga('pronto'),
      () => vivo && setCarga('erro'),
    );
    return () => {
      vivo = false;
    };
  }, []);

  const tentarDeNovo = () => {
    setCarga('carregando');
    carregarWidget().then(
      () => setCarga('pronto'),
      () => setCarga('erro'),
    );
  };

  useEffect(() => {
    if (!widget) return;
    const aoMudar = (event: Event) => {
      const { state, payload } =
        (event as CustomEvent<{ state?: string; payload?: string | null }>).detail ?? {};
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    const aoExpirar = () => onChangeRef.current(null);
    widget.addEventListener('statechange', aoMudar);
    widget.addEventListener('expired', aoExpirar);
    return () => {
      widget.removeEventListener('statechange', aoMudar);
      widget.removeEventListener('expired', aoExpirar);
    };
  }, [widget]);

  if (carga === 'erro') {
    return (
      <Alert color="red" title="Verificação indisponível">
        <Text size="sm">Não foi possível carregar a verificação de segurança.</Text>
        <Button variant="subtle" size="xs" mt="xs" onClick={tentarDeNovo}>
          Tentar novamente
        </Button>
      </Alert>
    );
  }
  if (carga === 'carregando') {
    return <Loader size="sm" aria-label="Carregando a verificação de segurança" />;
  }
  return (
    <altcha-widget
      ref={widgetRef}
      challenge={apiUrl('captcha/desafio')}
      language="pt-br"
      name="captcha"
      type="checkbox"
      data-testid="captcha"
    />
  );
}
