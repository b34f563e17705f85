import type { RestrictionTexts } from './restriction-texts.pt';

export const restrictionEn: RestrictionTexts = {
  title: 'Your account can no longer bet or deposit',
  barred:
    'The mandatory check of the register of persons barred from betting named your CPF. Withdraw your balance by {{date}}; after that the account will be closed.',
  noDeadline: 'Your balance stays yours and can be withdrawn.',
  withdraw: 'Withdraw my balance',
  inbox: 'The details are in your inbox.',
};
