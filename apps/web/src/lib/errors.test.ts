import { describe, expect, it } from 'vitest';
import { buildErrorText, errorDialogContent, serverMessages, TEXTO_ERRO_PADRAO } from './errors';

describe('buildErrorText', () => {
  it("is 'ERRO {status}' plus the server's messages, one per line", () => {
    expect(
      buildErrorText(401, { codigo: 'CREDENCIAIS_INVALIDAS', mensagem: 'CPF, e-mail ou senha incorretos.' }),
    ).toBe('ERRO 401\nCPF, e-mail ou senha incorretos.');
  });
  it('lists the items of an errors array instead of the summary message', () => {
    const body = {
      codigo: 'VALIDACAO',
      mensagem: 'Verifique os campos informados.',
      errors: [
        { campo: 'login', mensagem: 'Informe o CPF ou e-mail.' },
        { campo: 'senha', mensagem: 'Informe a senha.' },
      ],
    };
    expect(buildErrorText(400, body)).toBe('ERRO 400\nInforme o CPF ou e-mail.\nInforme a senha.');
  });
  it('lists the items of an array body that have a mensagem', () => {
    expect(buildErrorText(409, [{ mensagem: 'Já existe.' }, { outro: 1 }, { mensagem: 'Outro.' }])).toBe(
      'ERRO 409\nJá existe.\nOutro.',
    );
  });
  it("is only 'ERRO {status}' when the body says nothing", () => {
    expect(buildErrorText(404, undefined)).toBe('ERRO 404');
    expect(buildErrorText(502, '<html>Bad gateway</html>')).toBe('ERRO 502');
  });
  it("is 'Ocorreu algum erro no servidor.' for status 500, whatever the body", () => {
    expect(buildErrorText(500, { codigo: 'ERRO_INTERNO', mensagem: 'detalhe interno' })).toBe(
      'Ocorreu algum erro no servidor.',
    );
  });
});

describe('errorDialogContent', () => {
  it("lists an array body's items, each prefixed '- ' when there is more than one", () => {
    expect(errorDialogContent([{ mensagem: 'CPF inválido.' }, { mensagem: 'E-mail inválido.' }])).toEqual({
      kind: 'error',
      lines: ['- CPF inválido.', '- E-mail inválido.'],
    });
  });
  it('shows a single array item without the prefix', () => {
    expect(errorDialogContent([{ mensagem: 'CPF inválido.' }])).toEqual({
      kind: 'error',
      lines: ['CPF inválido.'],
    });
  });
  it('accepts plain strings as array items and uses the fallback for an empty array', () => {
    expect(errorDialogContent(['Um.', 'Dois.'])).toEqual({ kind: 'error', lines: ['- Um.', '- Dois.'] });
    expect(errorDialogContent([], 'Falhou.')).toEqual({ kind: 'error', lines: ['Falhou.'] });
  });
  it("lists a body's errors array", () => {
    const body = {
      codigo: 'VALIDACAO',
      mensagem: 'Verifique os campos informados.',
      errors: [
        { campo: 'cpf', mensagem: 'CPF inválido.' },
        { campo: 'email', mensagem: 'E-mail inválido.' },
      ],
    };
    expect(errorDialogContent(body)).toEqual({
      kind: 'error',
      lines: ['- CPF inválido.', '- E-mail inválido.'],
    });
    expect(errorDialogContent({ ...body, errors: [body.errors[0]] })).toEqual({
      kind: 'error',
      lines: ['CPF inválido.'],
    });
  });
  it("turns codigo '500' with an errors array into information and a trip home", () => {
    expect(errorDialogContent({ codigo: '500', mensagem: 'Sessão reiniciada.', errors: [] })).toEqual({
      kind: 'info-go-home',
      message: 'Sessão reiniciada.',
    });
    expect(errorDialogContent({ codigo: 500, errors: [{ mensagem: 'x' }] }, 'Reserva.')).toEqual({
      kind: 'info-go-home',
      message: 'Reserva.',
    });
  });
  it("shows the body's mensagem, or the fallback", () => {
    expect(
      errorDialogContent({ codigo: 'NAO_ENCONTRADO', mensagem: 'Recurso não encontrado.' }, 'Falhou.'),
    ).toEqual({
      kind: 'error',
      lines: ['Recurso não encontrado.'],
    });
    expect(errorDialogContent({ codigo: 'X' }, 'Falhou.')).toEqual({ kind: 'error', lines: ['Falhou.'] });
    expect(errorDialogContent(undefined)).toEqual({ kind: 'error', lines: [TEXTO_ERRO_PADRAO] });
    expect(errorDialogContent('texto solto', 'Falhou.')).toEqual({ kind: 'error', lines: ['Falhou.'] });
  });
  it('falls back to mensagem when the errors array carries no message', () => {
    expect(
      errorDialogContent({ codigo: 'VALIDACAO', mensagem: 'Verifique.', errors: [{ campo: 'x' }] }),
    ).toEqual({
      kind: 'error',
      lines: ['Verifique.'],
    });
  });
  it('serverMessages ignores blank messages', () => {
    expect(serverMessages([{ mensagem: '  ' }, { mensagem: 'ok' }])).toEqual(['ok']);
  });
});
