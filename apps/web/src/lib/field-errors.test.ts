import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldErrors } from './field-errors';
import { htmlToText } from './html-text';

describe('fieldErrors', () => {
  it('maps the first message of each field of a 400 answer', () => {
    const error = new ApiError(400, {
      codigo: 'VALIDACAO',
      mensagem: 'Verifique os campos informados.',
      errors: [
        { campo: 'comentario', mensagem: 'Digite um comentário antes de enviar.' },
        { campo: 'comentario', mensagem: 'outra' },
        { campo: 'tipo', mensagem: 'Tipo de comentário inválido.' },
      ],
    });
    expect(fieldErrors(error)).toEqual({
      comentario: 'Digite um comentário antes de enviar.',
      tipo: 'Tipo de comentário inválido.',
    });
  });

  it('ignores other statuses and shapes', () => {
    expect(fieldErrors(new ApiError(500, { errors: [{ campo: 'x', mensagem: 'y' }] }))).toEqual({});
    expect(fieldErrors(new ApiError(400, { errors: 'nada' }))).toEqual({});
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});

describe('htmlToText', () => {
  it('keeps the text only', () => {
    expect(htmlToText('<p>Uso de <strong>flúor</strong></p>\n<script>x()</script>')).toBe('Uso de flúor');
  });
});
