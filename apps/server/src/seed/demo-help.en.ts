import type { HelpEntry } from '@app/contract';

export const helpEn: HelpEntry[] = [
  {
    title: 'How to deposit with PIX',
    content:
      '<p>A PIX deposit reaches your wallet within moments, at any time of day.</p>' +
      '<ol><li>Tap <strong>Deposit</strong> and choose PIX.</li>' +
      '<li>Enter the amount and confirm: we show a QR code and a "copy and paste" code.</li>' +
      '<li>Pay from your banking app before the time shown runs out.</li>' +
      '<li>The balance is credited as soon as the bank confirms the payment.</li></ol>' +
      '<p>The PIX must come from an account in your own name (the CPF you registered with). Third-party payments are returned.</p>',
  },
  {
    title: 'Withdrawals',
    content:
      '<p>You can withdraw your available balance to a PIX key registered to your CPF.</p>' +
      '<ul><li>Tap <strong>Withdraw</strong>, pick the PIX key and the amount.</li>' +
      '<li>Most withdrawals complete within minutes; some go through a security check.</li>' +
      '<li>A bonus with an open wagering requirement cannot be withdrawn until the requirement is met.</li></ul>' +
      '<p>While a withdrawal is under review, the amount is held and cannot be used in games.</p>',
  },
  {
    title: 'Responsible gaming',
    content:
      '<p>Playing should be entertainment, never a way to earn money or solve problems.</p>' +
      '<ul><li>Not allowed for anyone under 18.</li>' +
      '<li>Set a budget and a time limit before you start, and keep to them.</li>' +
      '<li>Never chase losses by raising your bets.</li>' +
      '<li>Take breaks. If you feel you are losing control, ask support for a break or to self-exclude your account.</li></ul>' +
      '<p>Free, confidential help: Gamblers Anonymous, and in Brazil the CVV helpline (call 188).</p>',
  },
  {
    title: 'Account security',
    content:
      '<ul><li>Use a long password that you use nowhere else, and share it with no one.</li>' +
      '<li>Our staff never ask for your password or for codes you receive by SMS.</li>' +
      '<li>Check the site address before logging in: be wary of links sent to you in messages.</li>' +
      '<li>Log out when you use a shared device.</li>' +
      '<li>If you see a login you do not recognise, change your password and contact support.</li></ul>',
  },
  {
    title: 'Terms and conditions',
    content:
      '<p>By creating an account you state that you are 18 or older and agree to these terms.</p>' +
      '<ul><li>One account per person, with true personal data.</li>' +
      '<li>Promotions have their own rules, shown with each offer.</li>' +
      '<li>We may ask for documents to confirm your identity before a withdrawal.</li>' +
      '<li>Accounts used for fraud or money laundering are closed and reported to the authorities.</li></ul>' +
      '<p>This is a demonstration site: no real money changes hands.</p>',
  },
];
