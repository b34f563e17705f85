import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HumanCheckProvider } from '@app/contract';
import { ApiError } from '../api/api-error';
import { activeLanguage } from '../preferences/language';

/**
 * The widget of Cloudflare Turnstile or hCaptcha when the operator configured
 * one (the server's CSP then allows its origin). Both load a script that
 * renders into a container and hands tokens to a callback; each token is good
 * for one call, so the widget is reset after a token is taken.
 */
export type WidgetProvider = Exclude<HumanCheckProvider, 'altcha'>;

const SCRIPTS: Record<WidgetProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
};
/** A widget that gives no token in this time is treated as an outage. */
const TOKEN_WAIT_MS = 30_000;

interface WidgetApi {
  render(container: HTMLElement, params: Record<string, unknown>): string;
  reset(widgetId?: string): void;
  remove?(widgetId: string): void;
}
type WidgetWindow = Window & Partial<Record<WidgetProvider, WidgetApi>>;

const loaded = new Map<WidgetProvider, Promise<WidgetApi>>();
function loadWidgetApi(provider: WidgetProvider): Promise<WidgetApi> {
  let promise = loaded.get(provider);
  if (!promise) {
    promise = new Promise<WidgetApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = SCRIPTS[provider];
      script.async = true;
      script.onload = () => {
        const api = (window as WidgetWindow)[provider];
        if (api) resolve(api);
        else reject(new Error(`${provider} did not load`));
      };
      script.onerror = () => reject(new Error(`${provider} did not load`));
      document.head.append(script);
    });
    promise.catch(() => loaded.delete(provider));
    loaded.set(provider, promise);
  }
  return promise;
}

/** Tokens from the widget, one per guarded call; a call waits for the next token when none is ready. */
export class WidgetTokens {
  private token: string | null = null;
  private waiting: Array<{ resolve: (token: string) => void; reject: (error: Error) => void }> = [];
  reset: () => void = () => undefined;

  put(token: string | null): void {
    this.token = token;
    if (token) this.waiting.splice(0).forEach((w) => w.resolve(this.takeReady()));
  }

  fail(): void {
    this.waiting.splice(0).forEach((w) => w.reject(new ApiError('captcha.provider.unavailable', '')));
  }

  take(): Promise<string> {
    if (this.token) return Promise.resolve(this.takeReady());
    return new Promise<string>((resolve, reject) => {
      const entry = { resolve, reject };
      this.waiting.push(entry);
      setTimeout(() => {
        if (!this.waiting.includes(entry)) return;
        this.waiting = this.waiting.filter((w) => w !== entry);
        reject(new ApiError('captcha.provider.unavailable', ''));
      }, TOKEN_WAIT_MS);
    });
  }

  private takeReady(): string {
    const token = this.token ?? '';
    this.token = null;
    this.reset();
    return token;
  }
}

export function ProviderWidget({ provider, siteKey, tokens }: { provider: WidgetProvider; siteKey: string; tokens: WidgetTokens }) {
  const { i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const language = activeLanguage(i18n) === 'en' ? 'en' : 'pt-BR';

  useEffect(() => {
    let widgetId: string | undefined;
    let api: WidgetApi | undefined;
    let live = true;
    loadWidgetApi(provider).then(
      (loadedApi) => {
        if (!live || !container.current) return;
        api = loadedApi;
        widgetId = api.render(container.current, {
          sitekey: siteKey,
          // Turnstile reads `language`, hCaptcha `hl`.
          language,
          hl: language,
          callback: (token: string) => tokens.put(token),
          'expired-callback': () => tokens.put(null),
          'error-callback': () => tokens.fail(),
        });
        tokens.reset = () => api?.reset(widgetId);
      },
      () => tokens.fail(),
    );
    return () => {
      live = false;
      tokens.reset = () => undefined;
      if (api && widgetId !== undefined) api.remove?.(widgetId);
    };
  }, [provider, siteKey, language, tokens]);

  return <div ref={container} className="human-check-widget" data-testid="human-check-widget" />;
}
