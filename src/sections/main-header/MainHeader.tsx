import { useT } from '../../i18n/translator'
import type { SectionProps } from '../../registry/define-section'
import type { ValuesOf } from '../../registry/section-schema'
import type { mainHeaderSchema } from './schema'
import { scrollToAnchor } from './scroll-to-anchor'

/** The decoded values (`./schema.ts`). */
export type MainHeaderValues = ValuesOf<typeof mainHeaderSchema.fields>

/** An in-page link scrolls smoothly; any other link is left to the browser. */
const anchorClick = (link: string) => (link.startsWith('#') ? scrollToAnchor : undefined)

/**
 * The hero: brand bar, tagline, the page's only h1, and two buttons (by default to the Final CTA and the results).
 */
export function MainHeader({ values }: SectionProps<MainHeaderValues>) {
  const { logo, logoText, tagline, title, subTitle, button1Text, button1Link, button2Text, button2Link } = values
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
                <a className="button button--primary" href={button1Link} onClick={anchorClick(button1Link)}>
                  {button1Text}
                </a>
              )}
              {button2Text && (
                <a className="button button--ghost" href={button2Link} onClick={anchorClick(button2Link)}>
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
