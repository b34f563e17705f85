import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import {
  API,
  STORAGE_KEYS,
  type AccountRecord,
  type BetRecord,
  type MemberWithdrawal,
  type Page as ListPage,
  type Wallet,
  type WithdrawInfo,
} from '@app/contract';
import { expect, failFakeSessionCalls, test, withStoredSession } from '../support/fixtures.js';

/**
 * Screenshots of the wallet screens at 390×844 for docs/screenshots, with the
 * member calls answered by fixed data (page.route), so the pictures do not
 * depend on what a fresh test member owns.
 */
const shots = resolve(import.meta.dirname, '../../docs/screenshots');
const now = Date.now();
const iso = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
const qr =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h3v3H0zM5 0h3v3H5zM0 5h3v3H0zM4 4h1v1H4zM6 5h2v1H6zM5 7h1v1H5z"/></svg>',
  );

const pixCharge = {
  orderNo: 'D20261122000123',
  amount: '50.00',
  status: 'pending',
  qrImage: qr,
  createdAt: iso(0),
  expiresAt: iso(-15),
  paidAt: null,
  returnReason: null,
  brCode:
    '00020126580014br.gov.bcb.pix0136a1b2c3d4-e5f6-7890-abcd-ef1234567890520400005303986540550.005802BR5909DEMO CASA6009SAO PAULO62070503***6304ABCD',
};

const answers: Record<string, unknown> = {
  [API.depositOrder.replace(':orderNo', pixCharge.orderNo)]: pixCharge,
  // The home asks for the member's favourite games (issue 5).
  [API.gameFavouriteIds]: { content: [], pageNum: 1, totalPages: 1 },
  // The footer's unread badges (issue 7): a member-only call, which would end this made-up session unanswered.
  [API.unreadCounts]: { announcement: 0, chat: 0, inbox: 0 },
  // The sidebar's VIP progress (issue 7).
  [API.vipStatus]: {
    level: 2,
    name: 'VIP 2',
    turnover: '5400.00',
    levelTurnover: '5000.00',
    next: { level: 3, name: 'VIP 3', minTurnover: '20000.00' },
    progressPercent: 3,
  },
  [API.memberInfo]: { id: '1', account: 'ana_silva', nickname: 'Ana', type: 0, clubLabel: { labelName: 'VIP 2' } },
  [API.wallet]: {
    currency: 'BRL',
    sumBalance: '1234.56',
    cash: '1200.00',
    bonus: '34.56',
    withdrawable: '1200.00',
    withdrawHold: '0.00',
    inPlay: '0.00',
    wallets: [],
  } satisfies Wallet,
  [API.depositChannels]: [
    {
      id: 1,
      name: 'PIX',
      method: 'PIX',
      minAmount: '10.00',
      maxAmount: '5000.00',
      dailyMax: '20000.00',
      dailyRemaining: '19950.00',
      presets: ['20.00', '50.00', '100.00', '200.00', '500.00'],
    },
  ],
  [API.deposit]: pixCharge,
  [API.withdrawInfo]: {
    currency: 'BRL',
    withdrawable: '1200.00',
    minAmount: '20.00',
    maxAmount: '10000.00',
    dailyMax: '20000.00',
    dailyRemaining: '20000.00',
    needsPaymentPassword: true,
    accounts: [{ id: 3, pixKeyType: 'CPF', pixKeyMasked: '529.***.***-25', holderName: 'Ana Silva', createdAt: iso(3000) }],
  } satisfies WithdrawInfo,
  [API.withdrawals]: [
    {
      orderNo: 'W2',
      amount: '150.00',
      status: 'pending',
      pixKeyMasked: '529.***.***-25',
      reason: null,
      createdAt: iso(30),
      updatedAt: iso(30),
      // Under review: expected within a day of the request (WITHDRAWAL_REVIEW_MINUTES).
      expected: { expectedBy: iso(30 - 24 * 60), overdue: false },
    },
    {
      orderNo: 'W1',
      amount: '80.00',
      status: 'paid',
      pixKeyMasked: '529.***.***-25',
      reason: null,
      createdAt: iso(2000),
      updatedAt: iso(1990),
      expected: null,
    },
  ] satisfies MemberWithdrawal[],
  [API.accountRecord]: {
    list: [
      { id: 'a4', type: 'win', amount: '84.56', balanceAfter: '1234.56', status: 'done', reference: null, createdAt: iso(5) },
      { id: 'a3', type: 'bet', amount: '-50.00', balanceAfter: '1150.00', status: 'done', reference: null, createdAt: iso(6) },
      { id: 'a2', type: 'withdrawal', amount: '-150.00', balanceAfter: '1200.00', status: 'pending', reference: null, createdAt: iso(30) },
      { id: 'a1', type: 'deposit', amount: '1350.00', balanceAfter: '1350.00', status: 'done', reference: null, createdAt: iso(60) },
    ],
    // One page: the list loads its next page by itself near the bottom, and a second copy of these rows would repeat their ids.
    pageNo: 1,
    pageSize: 20,
    total: 4,
    totalPages: 1,
  } satisfies ListPage<AccountRecord>,
  [API.betRecord]: {
    list: [
      {
        roundId: 'r2',
        vendor: 'PP',
        gameCode: 'gates',
        vendorName: 'Pragmatic Play',
        gameName: 'Gates of Olympus',
        stake: '5.00',
        win: '42.50',
        status: 'completed',
        createdAt: iso(5),
        settledAt: iso(5),
      },
      {
        roundId: 'r1',
        vendor: 'INHOUSE',
        gameCode: 'crash',
        vendorName: 'Originais',
        gameName: 'Crash',
        stake: '10.00',
        win: '0.00',
        status: 'open',
        createdAt: iso(2),
        settledAt: null,
      },
    ],
    pageNo: 1,
    pageSize: 20,
    total: 2,
    totalPages: 1,
  } satisfies ListPage<BetRecord>,
  [API.security]: {
    username: 'ana_silva',
    hasPassword: true,
    hasPaymentPassword: false,
    mobileMasked: '+55 11 9****-4321',
    emailMasked: 'a***@exemplo.com',
    idNumberMasked: '529.***.***-25',
    payoutAccounts: 1,
    recentLogins: [
      { ip: '177.12.34.56', at: iso(10), device: 'Chrome · Android' },
      { ip: '177.12.34.56', at: iso(1440), device: null },
    ],
  },
  [API.profile]: {
    username: 'ana_silva',
    nickname: 'Ana',
    email: 'ana@exemplo.com',
    mobileMasked: '+55 11 9****-4321',
    birthday: '1990-05-17',
    idNumberMasked: '529.***.***-25',
    vipLabel: 'VIP 2',
    createdAt: iso(90_000),
    lastLogin: { ip: '177.12.34.56', at: iso(10) },
  },
};

async function answerMemberCalls(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await withStoredSession(page, 0);
  await page.addInitScript(([key, value]) => localStorage.setItem(key as string, value as string), [STORAGE_KEYS.theme, theme]);
  await failFakeSessionCalls(page, answers);
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

test.describe('wallet screenshots (390×844)', () => {
  test('dark theme', async ({ page }) => {
    await answerMemberCalls(page, 'dark');
    await page.goto('/m/home');
    await expect(page.getByTestId('header-balance-amount')).toHaveText('R$ 1.234,56');
    await page.getByTestId('open-right-sidebar').click();
    await expect(page.getByTestId('sidebar-balance')).toHaveText('R$ 1.234,56');
    await shot(page, 'sidebar-balance');

    await page.goto('/m/voucherCenter');
    await page.getByTestId('deposit-preset-50.00').click();
    await shot(page, 'deposit');
    await page.getByTestId('field-amount').fill('1,234');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('error-amount')).toBeVisible();
    await shot(page, 'deposit-error');
    await page.getByTestId('field-amount').fill('50');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('pix-qr')).toBeVisible();
    await shot(page, 'deposit-pix');

    await page.goto('/m/withdraw');
    await expect(page.getByTestId('withdrawal-W2')).toBeVisible();
    await shot(page, 'withdraw');
    await page.goto('/m/transaction/record');
    await expect(page.getByTestId('record-a4')).toBeVisible();
    await shot(page, 'records');
    await page.goto('/m/gameRecord');
    await expect(page.getByTestId('bet-r2')).toBeVisible();
    await shot(page, 'bets');
    await page.goto('/m/securityCenter');
    await expect(page.getByTestId('security-cpf')).toBeVisible();
    await shot(page, 'security');
    await page.goto('/m/myAccount/index');
    await expect(page.getByTestId('profile-vip')).toHaveText('VIP 2');
    await shot(page, 'my-account');
  });

  test('light theme and 320 px', async ({ page }) => {
    await answerMemberCalls(page, 'light');
    await page.goto('/m/withdraw');
    await expect(page.getByTestId('withdrawal-W2')).toBeVisible();
    await shot(page, 'withdraw-light');
    await page.goto('/m/transaction/record');
    await expect(page.getByTestId('record-a4')).toBeVisible();
    await shot(page, 'records-light');
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/m/voucherCenter');
    await page.getByTestId('deposit-submit').click();
    await shot(page, 'deposit-320-light');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
