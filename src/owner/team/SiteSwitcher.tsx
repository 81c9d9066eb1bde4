import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useOwnerT } from '../i18n'
import type { SitesStore } from './sites-store'
import { useLoad } from '../panel-kit/use-load'

/**
 * The top bar's site switcher, for an owner of several sites: a select of
 * their sites; picking one opens that site's `/owner`, signed in through a
 * one-time hand-over link. Nothing for an owner of one site.
 */
export const SiteSwitcher = observer(function SiteSwitcher({ store }: { store: SitesStore }) {
  const t = useOwnerT()
  const id = useId()
  useLoad(store)
  if (store.sites.length < 2) return null
  const current = store.sites.find((site) => site.current)
  return (
    <div className="ow-site-switcher">
      <label htmlFor={id} className="ow-form__label">
        {t('team.sites.label')}
      </label>
      <select
        id={id}
        className="ow-input"
        value={store.switchingTo ?? current?.subdomain ?? ''}
        disabled={store.switchingTo !== null}
        onChange={(event) => void store.switchTo(event.target.value)}
      >
        {store.sites.map((site) => (
          <option key={site.subdomain} value={site.subdomain}>
            {`${site.name} (${site.subdomain})`}
          </option>
        ))}
      </select>
      {store.switchingTo && (
        <span role="status" className="ow-form__hint">
          {t('team.sites.switching', { site: store.switchingTo })}
        </span>
      )}
    </div>
  )
})
