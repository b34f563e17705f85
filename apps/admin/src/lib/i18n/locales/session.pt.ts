/** The `session` namespace: signing in with two factors, the password change and the operator's own account. */
export const sessionPt = {
  signIn: {
    title: 'Entrar no back office',
    username: 'Usuário',
    password: 'Senha',
    submit: 'Continuar',
    captcha: 'Código da imagem',
    captchaRefresh: 'Outra imagem',
    restart: 'Voltar',
  },
  enrol: {
    title: 'Ative a verificação em duas etapas',
    intro:
      'Todo operador entra com senha e um código do aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…).',
    scan: '1. Leia este QR code com o aplicativo.',
    manual: 'Sem câmera? Digite esta chave no aplicativo:',
    type: '2. Digite o código de 6 dígitos que o aplicativo mostra.',
  },
  code: {
    title: 'Código de verificação',
    intro: 'Digite o código de 6 dígitos do seu aplicativo autenticador.',
    label: 'Código',
    submit: 'Entrar',
  },
  password: {
    forcedTitle: 'Escolha uma nova senha',
    forcedIntro: 'Sua senha foi definida por um administrador. Escolha a sua antes de continuar.',
    old: 'Senha atual',
    new: 'Nova senha',
    confirm: 'Repita a nova senha',
    hint: 'Pelo menos 12 caracteres. Uma frase longa é mais fácil de lembrar e mais difícil de adivinhar.',
    submit: 'Trocar senha',
    done: 'Senha trocada. Suas outras sessões foram encerradas.',
  },
  account: {
    title: 'Minha conta',
    username: 'Usuário',
    displayName: 'Nome',
    role: 'Perfil',
    merchant: 'Operação',
    timeZone: 'Fuso horário',
    idle: 'Sessão encerra após',
    idleMinutes: '{{count}} minutos sem uso',
    permissions: 'Permissões',
  },
};
export type SessionTexts = typeof sessionPt;
