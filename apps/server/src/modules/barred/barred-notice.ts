import { MERCHANT_TIME_ZONE } from '@app/contract';

/*
 * The inbox message a blocked member reads (issue 30 item 4), in Portuguese then English: the inbox keeps one text
 * per message, and the member may read either language. It says what happened, what they may still do (withdraw)
 * and until when, never which list named them.
 */

const when = (at: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: MERCHANT_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }).format(at);

export function barredNotice(deadline: Date): { title: string; content: string } {
  const pt = [
    'A consulta obrigatória ao cadastro de pessoas impedidas de apostar (Lei nº 14.790/2023, art. 26) indicou o seu CPF. ' +
      'Por isso, a sua conta não pode mais apostar nem depositar. As apostas que estavam em aberto foram canceladas e o valor ' +
      'delas voltou ao seu saldo.',
    `Você pode sacar todo o seu saldo até ${when(deadline, 'pt-BR')} (horário de Brasília). Depois dessa data, a conta será encerrada.`,
    'Se tiver dúvidas, fale com o nosso atendimento.',
  ];
  const en = [
    'The mandatory check of the register of persons barred from betting (Law 14,790/2023, art. 26) named your CPF. Your account can no longer bet or deposit. Bets that were still open have been cancelled and their stakes returned to your balance.',
    `You can withdraw your whole balance until ${when(deadline, 'en-GB')} (Brasília time). After that, the account will be closed.`,
    'If you have questions, contact our support.',
  ];
  const paragraphs = [...pt, '—', ...en].map((text) => `<p>${text}</p>`).join('');
  return { title: 'Conta bloqueada para apostas / Account blocked from betting', content: paragraphs };
}
