import { useT } from '../../i18n/translator'
import type { SectionProps } from '../../registry/define-section'
import type { ValuesOf } from '../../registry/section-schema'
import type { mainHeaderSchema } from './schema'
import { scrollToAnchor } from './scroll-to-anchor'

/** The decoded values (`./schema.ts`). */
export type MainHeaderValues = ValuesOf<typeof mainHeaderSchema.fields>

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
