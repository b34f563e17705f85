import type { ErrorMessages } from './errors.en.js';

export const errorsPt: ErrorMessages = {
  unknown: 'Erro desconhecido. Tente novamente mais tarde.',
  unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  maintenance: 'A plataforma está em manutenção. Voltamos em breve.',
  request_invalid: 'Dados inválidos: {{details}}',
  url_empty: 'O endereço solicitado não existe.',
  too_large: 'O conteúdo enviado é grande demais.',
  unsupported_media: 'Formato de conteúdo não suportado.',
  rate_limited: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  location_denied: 'Acesso negado para a sua localização ou IP.',
  no_permission: 'Sem permissão ou recurso indisponível.',
  not_logged_in: 'Você não está conectado. Faça login para continuar.',
  logged_out: 'Sua conta foi desconectada porque entrou em outro dispositivo.',
  operator_unauthorized: 'Credencial de operador inválida.',
  merchant_not_found: 'Operador não encontrado.',
  field: {
    required: '{{field}} é obrigatório',
    invalid_type: '{{field}} tem um tipo inválido',
    too_small: '{{field}} é curto ou pequeno demais',
    too_big: '{{field}} é longo ou grande demais',
    invalid_format: '{{field}} tem um formato inválido',
    invalid_value: '{{field}} tem um valor não permitido',
    unrecognized_keys: 'campos não permitidos: {{keys}}',
    other: '{{field}} é inválido',
  },
};
