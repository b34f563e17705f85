import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen';
import { useMemberCenterTemplate } from '../hooks/member-center-template';
import { useMemberEntries } from '../hooks/use-member-entries';
import { registerMemberCenterTexts } from '../i18n/member-center-texts';
import { MemberCenterBase } from './member-center-base';
import { MemberCenterNew } from './member-center-new';
import '../../../components/ui/card.css';
import './member-center.css';

registerMemberCenterTexts();

/**
 * /m/member/home, the member centre (footer item "Conta"): profile and VIP,
 * balance with deposit and withdraw, every member entry. Its template follows
 * the merchant's mobileTemplate.mem_cen (SPEC §4); data-template says which.
 * Test ids: member-hero, member-username, member-vip, member-vip-progress,
 * member-balance(-label), member-deposit, member-withdraw, member-entry-<routeId>(-badge).
 */
export function MemberCenterScreen() {
  const { t } = useTranslation();
  const template = useMemberCenterTemplate();
  const entries = useMemberEntries();
  return (
    <Screen id="memberHome" title={t('routes:memberHome')} className={`member-center member-center--${template}`}>
      <div data-template={template} data-testid="member-center" className="member-center__frame">
        {template === 'new' ? <MemberCenterNew entries={entries} /> : <MemberCenterBase entries={entries} />}
      </div>
    </Screen>
  );
}
