import type { Language } from '@app/contract';
import { BannerStrip, PhoneFrame, PlayerHtml, SiteHeader, siteText, TitleBar } from './phone-preview';

/** Where a banner group shows: the home (with the notice ticker below) or an account screen above its form. */
export function BannerPreview({
  group,
  language,
  urls,
  highlight,
}: {
  group: string;
  language: Language;
  urls: string[];
  highlight: number;
}) {
  const home = group === 'm_home';
  return (
    <PhoneFrame>
      <SiteHeader language={language} />
      <BannerStrip urls={urls} highlight={highlight} />
      {home ? (
        <>
          <div className="pp-ticker">{siteText(language).ticker}</div>
          <div className="pp-placeholder" />
          <div className="pp-placeholder" />
        </>
      ) : (
        <div className="pp-form">
          <div className="pp-input" />
          <div className="pp-input" />
          <span className="pp-btn pp-btn--gold" style={{ display: 'block', textAlign: 'center', padding: 10 }}>
            {siteText(language).login}
          </span>
        </div>
      )}
    </PhoneFrame>
  );
}

export interface AnnouncementDraft {
  type: string;
  language: Language;
  title: string;
  content: string;
  imageUrl: string | null;
  startLabel: string;
}

/** A popup over the home; a promotion with its cover; a notice (player or agent) as its detail page. */
export function AnnouncementPreview({ draft }: { draft: AnnouncementDraft }) {
  const text = siteText(draft.language);
  if (draft.type === 'PU')
    return (
      <PhoneFrame>
        <SiteHeader language={draft.language} />
        <div className="pp-placeholder" />
        <div className="pp-mask">
          <div className="pp-popup">
            <h3>{draft.title}</h3>
            {draft.imageUrl && <img className="pp-cover" src={draft.imageUrl} alt="" />}
            <PlayerHtml html={draft.content} />
          </div>
        </div>
      </PhoneFrame>
    );
  const promotion = draft.type === 'PR' || draft.type === 'H';
  return (
    <PhoneFrame>
      <TitleBar title={promotion ? text.promo : text.notice} />
      <div className="pp-card">
        {draft.imageUrl && <img className="pp-cover" src={draft.imageUrl} alt="" />}
        <h3>{draft.title}</h3>
        <div className="pp-muted">{draft.startLabel}</div>
      </div>
      <div className="pp-card">
        <PlayerHtml html={draft.content} />
      </div>
    </PhoneFrame>
  );
}

/** SPEC §9 help centre: the titles on the left, the chosen entry's HTML beside them. */
export function HelpPreview({
  language,
  titles,
  active,
  content,
}: {
  language: Language;
  titles: string[];
  active: number;
  content: string;
}) {
  return (
    <PhoneFrame>
      <TitleBar title={siteText(language).help} />
      <div className="pp-help">
        <div className="pp-help__menu">
          {titles.map((title, i) => (
            <div key={`${title}-${i}`} className={`pp-help__item${i === active ? ' is-active' : ''}`}>
              {title}
            </div>
          ))}
        </div>
        <div className="pp-help__content">
          <PlayerHtml html={content} />
        </div>
      </div>
    </PhoneFrame>
  );
}
