import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import type { FooterItem } from '../config/footer-items';

interface FooterLinkProps {
  item: FooterItem;
  testId: string;
  active: boolean;
  badgeCount: number;
  /** Set when a guest taps an item that asks first instead of navigating. */
  onPrompt?: () => void;
  to: string;
}

export function FooterLink({ item, testId, active, badgeCount, onPrompt, to }: FooterLinkProps) {
  const { t } = useTranslation();
  const Icon = item.icon;
  const content = (
    <>
      <span className="footer-menu__icon">
        <Icon size={22} />
        <Badge count={badgeCount} testId={`${testId}-badge`} />
      </span>
      <span className="footer-menu__label">{t(item.labelKey)}</span>
    </>
  );
  const common = {
    className: `footer-menu__item${active ? ' active' : ''}`,
    'data-testid': testId,
    'data-active': active ? 'true' : 'false',
  };
  if (onPrompt) {
    return (
      <button type="button" {...common} aria-haspopup="dialog" onClick={onPrompt}>
        {content}
      </button>
    );
  }
  return (
    <Link to={to} {...common} aria-current={active ? 'page' : undefined}>
      {content}
    </Link>
  );
}
