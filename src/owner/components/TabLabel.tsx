import { observer } from 'mobx-react-lite'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import type { OwnerTab } from '../stores/owner-app'
import { tabBadge } from './tab-badges'

/** A tab's name and its badge (the number shown, what it counts said to a screen reader). */
export const TabLabel = observer(function TabLabel({ tab }: { tab: OwnerTab }) {
  const app = useOwnerApp()
  const t = useOwnerT()
  const badge = tabBadge(app, t, tab)
  return (
    <>
      {t(`tabs.${tab}`)}
      {badge && (
        <span className="ow-badge">
          <span aria-hidden="true">{badge.count}</span>
          <span className="visually-hidden">{`, ${badge.label}`}</span>
        </span>
      )}
    </>
  )
})
