import type { Messages } from './en';

/** Brazilian Portuguese messages shared by the server and the web app. */
export const ptBR: Messages = {
  errors: {
    BAD_REQUEST: 'Não foi possível entender a solicitação.',
    INVALID_JSON: 'O corpo da solicitação não é um JSON válido.',
    VALIDATION_ERROR: 'Alguns campos são inválidos: {{fields}}.',
    EMAIL_REQUIRED: 'O e-mail é obrigatório',
    INVALID_EMAIL: 'Informe um endereço de e-mail válido.',
    UNAUTHENTICATED: 'Nenhuma sessão de autenticação',
    INSUFFICIENT_CREDITS: 'Você não tem créditos suficientes para gerar um vídeo.',
    FORBIDDEN: 'Você não tem permissão para fazer isso.',
    NOT_FOUND: 'Não encontrado.',
    METHOD_NOT_ALLOWED: 'Este método não é permitido aqui.',
    ACTIVE_JOB_EXISTS: 'Você já tem uma geração de vídeo em andamento. Aguarde até que ela termine.',
    WAITLIST_DUPLICATE: 'Este e-mail já está na nossa lista de espera',
    PAYLOAD_TOO_LARGE: 'A solicitação é grande demais (limite {{limit}}).',
    UNSUPPORTED_MEDIA_TYPE: 'Este tipo de conteúdo não é aceito aqui.',
    RATE_LIMITED: 'Muitas solicitações. Aguarde um momento e tente novamente.',
    INTERNAL_ERROR: 'Ocorreu um erro. Tente novamente.',
    WAITLIST_FAILED: 'Houve um erro ao entrar na lista de espera. Tente novamente.',
    SERVICE_UNAVAILABLE: 'Problema temporário no serviço',
  },
  validation: {
    required: 'Este campo é obrigatório.',
    invalid_type: 'Este campo tem o tipo errado.',
    too_small_string: 'Deve ter pelo menos {{minimum}} caracteres.',
    too_big_string: 'Deve ter no máximo {{maximum}} caracteres.',
    too_small: 'Deve ser pelo menos {{minimum}}.',
    too_big: 'Deve ser no máximo {{maximum}}.',
    invalid_format: 'Este campo tem o formato errado.',
    invalid_value: 'Não é um dos valores permitidos.',
    unrecognized_keys: 'Campos desconhecidos: {{keys}}.',
    invalid: 'Este valor não é válido.',
  },
  waitlist: {
    success: 'Você entrou na lista de espera!',
  },
};
