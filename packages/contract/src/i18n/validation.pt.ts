import type { ValidationMessages } from './validation.en.js';

export const validationPt: ValidationMessages = {
  reg_pattern_4: 'Use de 1 a 20 letras, números ou sublinhado.',
  password_too_short: 'A senha precisa de pelo menos 8 caracteres.',
  password_too_long: 'A senha pode ter no máximo 128 caracteres.',
  in_vwrite_code: 'Digite o código mostrado na imagem.',
  verification_code_error: 'Digite o código de verificação recebido.',
  in_mobile_incorrect: 'Número de celular inválido.',
  in_email_incorrect: 'Endereço de e-mail inválido.',
  in_cpf_incorrect: 'CPF inválido.',
  in_birthday_incorrect: 'Data de nascimento incorreta.',
  confirm_age: 'Você precisa confirmar que tem 18 anos ou mais.',
  agreement_required: 'Você precisa aceitar os termos para continuar.',
  payment_password_format: 'A senha de pagamento tem 6 dígitos.',
  in_confirmation_correct: 'A confirmação não confere com a senha.',
  in_incorrect_password: 'Confirme sua senha.',
  invitation_code_error: 'Código de convite inválido.',
  required: 'Este campo é obrigatório.',
};
