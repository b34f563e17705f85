import { useTranslation } from 'react-i18next';

export type AuthMethod = 'username' | 'mobileNum';

/** Username / mobile switch of login and register (shown only when both ways are on). */
export function AuthTabs({ value, onChange }: { value: AuthMethod; onChange: (method: AuthMethod) => void }) {
  const { t } = useTranslation('auth');
  const tabs: { id: AuthMethod; label: string }[] = [
    { id: 'username', label: t('tabUsername') },
    { id: 'mobileNum', label: t('tabMobile') },
  ];
  return (
    <div className="auth-tabs" role="tablist" aria-label={t('tabsLabel')}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={value === tab.id}
          className={`auth-tabs__tab${value === tab.id ? ' is-active' : ''}`}
          data-testid={`tab-${tab.id}`}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
