import { useTranslation } from 'react-i18next';
import type { ReferralFriend } from '@app/contract';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatMoney } from '../../../lib/wallet/format-money';
import { formatDateTime } from '../../../lib/wallet/format-time';
import { useReferralFriends } from '../api/referral';

const STATUS_TONE = { registered: 'pill--wait', qualified: 'pill--wait', rewarded: 'pill--good', ineligible: 'pill--bad' } as const;

function FriendRow({ friend }: { friend: ReferralFriend }) {
  const { t } = useTranslation('referral');
  const [language] = useLanguage();
  return (
    <li className="invite-friend" data-testid="invite-friend" data-status={friend.status}>
      <div>
        <strong className="invite-friend__name">{friend.username}</strong>
        <span className="card__muted">{t('registeredOn', { date: formatDateTime(friend.registeredAt, language) })}</span>
      </div>
      <div className="invite-friend__state">
        <span className={`pill ${STATUS_TONE[friend.status]}`}>{t(`status.${friend.status}`)}</span>
        {friend.reward ? <span className="invite-friend__reward">+{formatMoney(friend.reward, language)}</span> : null}
        {friend.reason ? <span className="card__muted">{t(`reason.${friend.reason}`)}</span> : null}
      </div>
    </li>
  );
}

/** The invited friends, newest first, a page at a time ("show more"). */
export function InvitedFriendsList() {
  const { t } = useTranslation('referral');
  const friends = useReferralFriends();
  const list = friends.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="card">
      <h2 className="card__title">{t('friendsTitle')}</h2>
      {friends.isError ? <p className="card__muted">{t('loadFailed')}</p> : null}
      {friends.isSuccess && list.length === 0 ? (
        <p className="card__muted" data-testid="invite-no-friends">
          {t('noFriends')}
        </p>
      ) : null}
      <ul className="invite-friends">
        {list.map((friend, index) => (
          <FriendRow key={`${friend.registeredAt}-${index}`} friend={friend} />
        ))}
      </ul>
      {friends.hasNextPage ? (
        <button
          type="button"
          className="btn btn--ghost btn--block"
          data-testid="invite-more"
          disabled={friends.isFetchingNextPage}
          onClick={() => void friends.fetchNextPage()}
        >
          {t('more')}
        </button>
      ) : null}
    </section>
  );
}
