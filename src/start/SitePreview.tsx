import { observer } from 'mobx-react-lite'
import { STARTER_PALETTES } from '../../contract/signup'
import { useSignupT } from './i18n'
import type { SignupStore } from './signup-store'

/**
 * The top of the new site as it will look: the business name, city and line
 * about it in the chosen palette, redrawn as the owner picks. A picture of
 * the site, so it is one labelled region, not controls.
 */
export const SitePreview = observer(function SitePreview({ store }: { store: SignupStore }) {
  const t = useSignupT()
  const colors = (STARTER_PALETTES.find((palette) => palette.id === store.palette) ?? STARTER_PALETTES[0]!).colors
  return (
    <section className="st-preview" aria-label={t('look.preview')} data-palette={store.palette}>
      <p className="st-preview__host">{`${store.subdomain}.${store.siteDomain}`}</p>
      <div className="st-preview__page" style={{ background: colors.background, color: colors.text }}>
        <p className="st-preview__name" style={{ color: colors.primaryDark }}>
          {store.businessName}
        </p>
        <p className="st-preview__city" style={{ color: colors.muted }}>
          {store.city}
        </p>
        {store.about.trim() && <p className="st-preview__about">{store.about}</p>}
        <span className="st-preview__button" style={{ background: colors.primary, color: '#fff' }}>
          {t('look.previewButton')}
        </span>
      </div>
    </section>
  )
})
