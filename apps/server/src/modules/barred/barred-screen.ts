/**
 * The barred-persons check as registration and login call it (built by barred-screening.ts, passed to the members
 * and auth modules with the account deps). Types only, so those modules name it without importing this module's
 * services.
 */
export interface ScreenedMember {
  id: number;
  merchantId: number;
  isTrial: boolean;
}

export interface BarredScreen {
  /**
   * Before a member is created: refuses a barred CPF in neutral words (`register.not.completed`) and, failing closed,
   * a check that cannot be answered (`register.check.unavailable`). What it answers records the check for the new
   * member once it exists, so the session that follows does not check again.
   */
  atRegistration(merchantId: number, cpf: string | undefined): Promise<(memberId: number) => Promise<void>>;
  /**
   * At every login: a closed account is refused (`barred.account.closed`); otherwise the first login of the merchant's
   * day checks the CPF and a hit blocks the account (the login goes on: a barred member logs in to withdraw).
   */
  atLogin(member: ScreenedMember): Promise<void>;
}
