import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isFooterItemActive } from '../config/footer-active';
import { agentFooterItems } from '../config/footer-items';
import { useAgentHome } from '../../../lib/agents/agent-home';
import { useFooterBadges } from '../hooks/use-footer-badges';
import { FooterLink } from './footer-link';
import './footer-menu.css';

/** Footer of the agent home (route footer 'agent'). */
export function AgentFooter() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const badges = useFooterBadges();
  // SPEC §2: the dividend item shows only when the merchant shows dividends.
  const showDividend = useAgentHome().data?.showDividend ?? false;
  const items = agentFooterItems.filter((item) => item.name !== 'dividend' || showDividend);
  return (
    <nav className="footer-menu footer-menu--agent" data-testid="agent-footer" aria-label={t('agentFooter.label')}>
      {items.map((item) => (
        <FooterLink
          key={item.name}
          item={item}
          testId={`agent-footer-item-${item.name}`}
          active={isFooterItemActive(item, pathname)}
          badgeCount={item.badge ? badges[item.badge] : 0}
          to={item.to}
        />
      ))}
    </nav>
  );
}
