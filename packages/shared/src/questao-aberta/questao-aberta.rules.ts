import { TIPOS_ARQUIVO, type TipoArquivo, tipoPeloConteudo } from '../arquivos/tipo-arquivo.rules.ts';

/** Open questions (spec doc 3 "Open questions", §4, §5, §8): the rules the API and the web share. */

/** The largest answer or correction file accepted. */
export const ARQUIVO_MAX_BYTES = 10 * 1024 * 1024;
/** The file types of spec §9: pdf, jpg, jpeg, png (decided by content; the names only for the picker). */
export const EXTENSOES_ACEITAS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
export const TIPOS_ACEITOS = Object.keys(TIPOS_ARQUIVO) as TipoArquivo[];

/** A student's status on a question: awaiting correction, corrected, or never sent (''). */
export type SituacaoQuestaoAberta = 'P' | 'C' | '';

/** The status radio of the filters. */
export const FILTROS_SITUACAO = ['TODAS', 'NAO_RESPONDIDAS', 'EM_CORRECAO', 'CORRIGIDAS'] as const;
export type FiltroSituacao = (typeof FILTROS_SITUACAO)[number];

export const MENSAGEM_AGUARDE_CORRECAO = 'Aguarde a correção do seu exercício';
export const MENSAGEM_NAO_CORRIGIDA = 'Questão não corrigida ainda';
export const MENSAGEM_REENVIO_TITULO = 'Tem certeza?';
export const MENSAGEM_REENVIO = 'Você já respondeu essa mesma questão anteriormente!';
export const MENSAGEM_ENVIADA = 'Questão enviada com sucesso!';
export const MENSAGEM_ERRO_SALVAR = 'Não foi possível salvar a questão! Tente novamente mais tarde.';
export const MENSAGEM_ERRO_ARQUIVO = 'Erro ao enviar arquivo';
export const MENSAGEM_QUESTAO_NAO_ENCONTRADA = 'Questão aberta não encontrada.';
export const MENSAGEM_SEM_ARQUIVO = 'Selecione o arquivo da sua resposta (PDF, JPG ou PNG).';
export const MENSAGEM_SEM_ARQUIVO_CORRECAO = 'Selecione o arquivo da correção (PDF, JPG ou PNG).';
export const MENSAGEM_ARQUIVO_VAZIO = 'O arquivo enviado está vazio.';
export const MENSAGEM_TIPO_RECUSADO =
  'O arquivo não é um PDF, JPG ou PNG. Envie sua resposta em um desses formatos.';
export const MENSAGEM_ARQUIVO_GRANDE = `O arquivo passa de ${ARQUIVO_MAX_BYTES / 1024 / 1024} MB. Envie um arquivo menor.`;
export const MENSAGEM_PDF_INFLADO =
  'Este PDF fica grande demais ao ser aberto (conteúdo compactado em excesso). Gere o PDF de novo ou envie uma imagem JPG ou PNG.';
export const MENSAGEM_NAO_MULTIPART = 'Envie o arquivo como formulário (multipart/form-data).';
export const MENSAGEM_LIMITE_ENVIOS =
  'Você atingiu o limite de envios de respostas do seu plano. Adquira mais pacotes para continuar enviando.';
export const MENSAGEM_PROFESSOR_INVALIDO = 'Professor não encontrado.';
export const MENSAGEM_CORRECAO_NAO_ENCONTRADA = 'Resposta não encontrada na sua fila de correção.';
export const MENSAGEM_JA_CORRIGIDA = 'Esta resposta já foi corrigida.';
export const MENSAGEM_CORRIGIDA = 'Correção enviada ao aluno.';

/** Whether a student may send an answer now: not awaiting a correction, and with sends left. */
export function podeEnviar(situacao: SituacaoQuestaoAberta, enviosRestantes: number): boolean {
  return situacao !== 'P' && enviosRestantes > 0;
}

/**
 * The early check of a picked file (the server checks again, by the bytes it receives): its size and
 * its first bytes. Returns the refusal's message, or null when the file may go.
 */
export function recusaDoArquivo(tamanho: number, inicio: Uint8Array): string | null {
  if (tamanho === 0) return MENSAGEM_ARQUIVO_VAZIO;
  if (tamanho > ARQUIVO_MAX_BYTES) return MENSAGEM_ARQUIVO_GRANDE;
  return tipoPeloConteudo(inicio) ? null : MENSAGEM_TIPO_RECUSADO;
}

/** The grading scale teachers follow (0 to 10, one decimal), shown beside the correction form. */
export const ESCALA_NOTAS = [
  { faixa: '9 a 10', descricao: 'Excelente: resposta completa, correta e bem fundamentada.' },
  { faixa: '7 a 8,9', descricao: 'Boa: correta, com lacunas pequenas de conteúdo ou de justificativa.' },
  { faixa: '5 a 6,9', descricao: 'Regular: acerta o essencial, com erros ou omissões importantes.' },
  { faixa: '0 a 4,9', descricao: 'Insuficiente: não responde ao que foi pedido ou tem erros graves.' },
] as const;
