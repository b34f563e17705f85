import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../../components/ui/icons/nav-icons';
import { useThemeStore } from '../../../lib/preferences/theme-store';
import './sidebar-settings.css';

/** Dark/light switch; "on" means the light theme. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const light = theme === 'light';
  return (
    <div className="sidebar-setting">
      <span className="sidebar-setting__label" id="theme-toggle-label">
        {t('sidebar.theme')}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={light}
        aria-labelledby="theme-toggle-label"
        className="theme-toggle"
        data-testid="theme-toggle"
        data-theme-value={theme}
        onClick={toggleTheme}
      >
        <span className="theme-toggle__track" aria-hidden="true">
          <MoonIcon size={16} />
          <SunIcon size={16} />
          <span className="theme-toggle__thumb" />
        </span>
        <span className="theme-toggle__text">{light ? t('sidebar.themeLight') : t('sidebar.themeDark')}</span>
      </button>
    </div>
  );
}
