/** Account texts shared by the API and the web client (no zod here: the web imports it). */
export const MENSAGENS_CONTA = {
  nome: 'Informe o nome.',
  emailAusente: 'E-mail do usuário não informado.',
  emailInvalido: 'E-mail inválido.',
  cpfAusente: 'Informe o CPF.',
  cpfInvalido: 'CPF inválido.',
  telefoneAusente: 'Informe o telefone.',
  telefoneInvalido: 'Telefone inválido. Use o formato (DD)99999-9999.',
  senhaAusente: 'Informe a senha.',
  cpfDuplicado: 'Já existe um cadastro com este CPF. Entre com a sua senha ou recupere o acesso.',
  emailDuplicado: 'Já existe um cadastro com este e-mail. Entre com a sua senha ou recupere o acesso.',
  cpfImutavel: 'O CPF não pode ser alterado.',
  emailImutavel: 'O e-mail não pode ser alterado.',
  senhaSocial: 'Contas que entram pelo Google ou Facebook não têm senha neste site.',
  atualizado: 'Dados atualizados com sucesso!',
  codigoEnviado:
    'Se o CPF estiver cadastrado, enviamos um código de 6 dígitos para o e-mail da conta. Ele vale por 10 minutos.',
  codigoInvalido: 'Código inválido ou expirado. Confira o código ou peça um novo.',
  codigoFormato: 'O código tem 6 dígitos.',
  senhaAlterada: 'Senha alterada com sucesso!',
  senhaAtualAusente: 'Informe a sua senha atual para trocar a senha.',
  senhaAtualErrada: 'A senha atual não confere.',
} as const;

/** Campaign parameters kept from the landing address and stored on the user (spec doc 2). */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
