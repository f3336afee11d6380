import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render';
import { Captcha } from './captcha';

// The real widget needs Web Workers and Web Crypto (covered by the Playwright journeys); here the
// lazily loaded module is empty, so <altcha-widget> stays a plain element we can drive.
vi.mock('./captcha-widget', () => ({}));

const state = (el: Element, detail: { state: string; payload?: string | null }) =>
  act(() => {
    el.dispatchEvent(new CustomEvent('statechange', { detail }));
  });

describe('Captcha', () => {
  it('loads the widget on demand with the challenge URL and reports the payload only while verified', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(<Captcha onChange={onChange} />);
    const widget = await waitFor(() => {
      const el = container.querySelector('altcha-widget');
      if (!el) throw new Error('widget not rendered yet');
      return el;
    });
    expect(widget).toHaveAttribute('challenge', '/api/captcha/desafio');
    expect(widget).toHaveAttribute('language', 'pt-br');

    await state(widget, { state: 'verifying', payload: null });
    expect(onChange).toHaveBeenLastCalledWith(null);
    await state(widget, { state: 'verified', payload: 'eyJjaGFsbGVuZ2UiOnt9fQ==' });
    expect(onChange).toHaveBeenLastCalledWith('eyJjaGFsbGVuZ2UiOnt9fQ==');
    await act(() => {
      widget.dispatchEvent(new CustomEvent('expired'));
    });
    expect(onChange).toHaveBeenLastCalledWith(null);
    await state(widget, { state: 'verified', payload: 'outro' });
    await state(widget, { state: 'error', payload: 'outro' });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
