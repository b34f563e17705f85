/** Where the payments screens live, relative to the app's base (/admin). */
export const WITHDRAWALS_PATH = '/payments/withdrawals';
export const WITHDRAWAL_PATH = '/payments/withdrawals/:id';
export const DEPOSITS_PATH = '/payments/deposits';
export const RECONCILIATION_PATH = '/payments/reconciliation';
export const ADJUSTMENTS_PATH = '/payments/adjustments';

export const withdrawalPath = (orderNo: string): string => `${WITHDRAWALS_PATH}/${encodeURIComponent(orderNo)}`;
/** The players feature's page of a player (a link, not an import: features stay apart). */
export const playerPagePath = (memberId: number): string => `/players/${memberId}`;
