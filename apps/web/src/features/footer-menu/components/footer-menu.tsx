import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { footerRefusal } from '../../../lib/member/member-rules';
import { showErrorToast } from '../../../lib/api/error-toast';
import { routePath } from '../../../lib/routing/route-path';
import { useInviteEntry } from '../../../lib/referral/invite-entry';
import { useSession } from '../../../lib/session/session-store';
import { isFooterItemActive } from '../config/footer-active';
import { memberFooterItems } from '../config/footer-items';
import { useFooterBadges } from '../hooks/use-footer-badges';
import { FooterLink } from './footer-link';
import './footer-menu.css';

// The guest's member-centre prompt: its dialog's code loads on the first tap, not with the home.
const ConfirmDialog = lazy(() => import('../../../components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** The member footer menu (route footer 'member'). */
export function FooterMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const badges = useFooterBadges();
  const [prompting, setPrompting] = useState(false);
  const invite = useInviteEntry();

  return (
    <nav className="footer-menu" data-testid="footer-menu" aria-label={t('footer.label')}>
      {memberFooterItems.map((item) => {
        const guestRule = session ? undefined : item.guest;
        // SPEC §6: deposit only for types 0/1/2; chat refused to trial members (free_reject, stay here).
        const refusal = footerRefusal(item.name, session);
        // The invite item follows the shared invite rule (coming soon, login, agent home) unless it simply opens the page.
        const inviteTap = item.name === 'invite' && invite.action !== 'invite' ? invite.open : undefined;
        return (
          <FooterLink
            key={item.name}
            item={item}
            testId={`footer-item-${item.name}`}
            active={isFooterItemActive(item, pathname)}
            badgeCount={item.badge ? badges[item.badge] : 0}
            to={guestRule && guestRule !== 'member-prompt' ? guestRule.to : item.to}
            onPrompt={
              inviteTap ??
              (refusal
                ? () => showErrorToast('free_reject', refusal.durationMs)
                : guestRule === 'member-prompt'
                  ? () => setPrompting(true)
                  : undefined)
            }
          />
        );
      })}
      {prompting ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            testId="member-center-prompt"
            title={t('prompt.title')}
            message={t('prompt.memberCenter')}
            cancelLabel={t('actions.cancel')}
            confirmLabel={t('actions.registerNow')}
            onCancel={() => setPrompting(false)}
            onConfirm={() => {
              setPrompting(false);
              void navigate(routePath('register'));
            }}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}
