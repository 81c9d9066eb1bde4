import type { TypeOf } from 'io-ts'
import { useT } from '../../i18n/translator'
import type { SectionProps } from '../../registry/define-section'
import { one, optional, SafeUrl, sectionValues } from '../../registry/section-fields'
import { scrollToAnchor } from './scroll-to-anchor'

/** The hero's values; `src/site/hero-summary.ts` reads `logoText`, `title`, `subTitle` and `logo` for the document head. */
export const MainHeaderValues = sectionValues('Main Header', {
  logo: optional('Logo', SafeUrl),
  logoText: optional('Logo Text'),
  tagline: optional('Tagline'),
  title: one('Title'),
  subTitle: optional('Sub Title'),
  button1Text: optional('Button 1 Text'),
  button2Text: optional('Button 2 Text'),
})
export type MainHeaderValues = TypeOf<typeof MainHeaderValues>

/** The hero: brand bar, tagline, the page's only h1, and buttons to the Final CTA and the results. */
export function MainHeader({ values }: SectionProps<MainHeaderValues>) {
  const { logo, logoText, tagline, title, subTitle, button1Text, button2Text } = values
  const t = useT()
  return (
    <header className="hero">
      <div className="wrap">
        {(logo || logoText) && (
          <div className="hero__brand">
            {logo && <img src={logo} alt={logoText ? '' : t('sections.logo')} height={48} />}
            {logoText && <span>{logoText}</span>}
          </div>
        )}
        <div className="hero__body">
          {tagline && <p className="eyebrow">{tagline}</p>}
          <h1>{title}</h1>
          {subTitle && <p className="hero__sub">{subTitle}</p>}
          {(button1Text || button2Text) && (
            <div className="hero__actions">
              {button1Text && (
                <a className="button button--primary" href="#final-cta" onClick={scrollToAnchor}>
                  {button1Text}
                </a>
              )}
              {button2Text && (
                <a className="button button--ghost" href="#results" onClick={scrollToAnchor}>
                  {button2Text}
                </a>
              )}
            </div>
          )}
        </div>
      </div>
    </header>
  )
}
