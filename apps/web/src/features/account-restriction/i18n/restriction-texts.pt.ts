/** Texts of the notice a restricted member sees on arrival (namespace "accountRestriction"). */
export const restrictionPt = {
  title: 'Sua conta não pode mais apostar nem depositar',
  barred:
    'A consulta obrigatória ao cadastro de pessoas impedidas de apostar indicou o seu CPF. Saque seu saldo até {{date}}; depois dessa data a conta será encerrada.',
  noDeadline: 'Seu saldo continua seu e pode ser sacado.',
  withdraw: 'Sacar meu saldo',
  inbox: 'Os detalhes estão na sua caixa de mensagens.',
};
export type RestrictionTexts = typeof restrictionPt;
