import type { HelpEntry } from '@app/contract';

export const helpPt: HelpEntry[] = [
  {
    title: 'Como depositar com PIX',
    content:
      '<p>O depósito por PIX cai na sua carteira em poucos instantes, a qualquer hora.</p>' +
      '<ol><li>Toque em <strong>Depositar</strong> e escolha PIX.</li>' +
      '<li>Informe o valor e confirme: mostramos um QR Code e um código "copia e cola".</li>' +
      '<li>Pague pelo aplicativo do seu banco antes do prazo exibido.</li>' +
      '<li>O saldo é creditado assim que o banco confirma o pagamento.</li></ol>' +
      '<p>O PIX deve sair de uma conta em seu nome (mesmo CPF do cadastro). Pagamentos de terceiros são devolvidos.</p>',
  },
  {
    title: 'Saques',
    content:
      '<p>Você pode sacar o saldo disponível para uma chave PIX cadastrada no seu CPF.</p>' +
      '<ul><li>Toque em <strong>Sacar</strong>, escolha a chave PIX e o valor.</li>' +
      '<li>A maioria dos saques é concluída em minutos; alguns passam por uma verificação de segurança.</li>' +
      '<li>Bônus com requisito de apostas pendente não pode ser sacado até o requisito ser cumprido.</li></ul>' +
      '<p>Enquanto o saque estiver em análise, o valor fica reservado e não pode ser usado em jogos.</p>',
  },
  {
    title: 'Jogo responsável',
    content:
      '<p>Jogar deve ser diversão, nunca uma forma de ganhar dinheiro ou resolver problemas.</p>' +
      '<ul><li>Proibido para menores de 18 anos.</li>' +
      '<li>Defina um orçamento e um tempo de jogo antes de começar, e respeite-os.</li>' +
      '<li>Nunca tente recuperar perdas aumentando as apostas.</li>' +
      '<li>Faça pausas. Se sentir que perdeu o controle, peça ao suporte uma pausa ou a autoexclusão da conta.</li></ul>' +
      '<p>Ajuda gratuita e sigilosa: Jogadores Anônimos e o CVV (ligue 188).</p>',
  },
  {
    title: 'Segurança da conta',
    content:
      '<ul><li>Use uma senha longa e exclusiva para esta conta e não a compartilhe com ninguém.</li>' +
      '<li>Nossa equipe nunca pede sua senha nem códigos recebidos por SMS.</li>' +
      '<li>Confira o endereço do site antes de entrar: desconfie de links recebidos por mensagem.</li>' +
      '<li>Saia da conta ao usar um aparelho compartilhado.</li>' +
      '<li>Se notar um acesso que não reconhece, troque a senha e fale com o suporte.</li></ul>',
  },
  {
    title: 'Termos e condições',
    content:
      '<p>Ao criar uma conta, você declara ter 18 anos ou mais e concorda com estes termos.</p>' +
      '<ul><li>Cada pessoa pode ter apenas uma conta, com dados verdadeiros.</li>' +
      '<li>Promoções têm regras próprias, exibidas em cada oferta.</li>' +
      '<li>Podemos pedir documentos para confirmar sua identidade antes de um saque.</li>' +
      '<li>Contas usadas para fraude ou lavagem de dinheiro são encerradas e comunicadas às autoridades.</li></ul>' +
      '<p>Este é um site de demonstração: nenhum valor real é movimentado.</p>',
  },
];
