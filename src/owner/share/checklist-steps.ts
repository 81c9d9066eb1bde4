import type { ChecklistStep } from '../../../contract/owner-share'
import type { SaleBlocker } from '../../../contract/ready-to-sell'
import { settingsHeadingId, type SettingsScreen } from '../settings/settings-navigation'
import type { OwnerApp, OwnerTab } from '../stores/owner-app'

/** The Settings screens a checklist step or a sale's fix opens: their headings take the focus. */
export const SETTINGS_ANCHORS = {
  profile: settingsHeadingId('profile'),
  payments: settingsHeadingId('payments'),
  hours: settingsHeadingId('hours'),
  delivery: settingsHeadingId('delivery'),
} as const

/** The Share tab's heading, where the 'share' step lands. */
export const SHARE_TITLE_ID = 'ow-share-title'

/**
 * Where something is done: a tab (with the screen of Settings it opens, `settings`) and the element there that takes
 * the focus (a CSS selector), or `newItem`, the Catalogue tab's form for a new item (its name field takes the focus).
 */
export type SetupTarget = { tab: OwnerTab; settings?: SettingsScreen; focus: string } | 'newItem'

const settings = (screen: keyof typeof SETTINGS_ANCHORS): SetupTarget => ({
  tab: 'settings',
  settings: screen,
  focus: `#${SETTINGS_ANCHORS[screen]}`,
})

/** Where each onboarding step is done. */
export const STEP_TARGETS: Record<ChecklistStep, SetupTarget> = {
  logo: settings('profile'),
  product: 'newItem',
  delivery: settings('delivery'),
  upi: settings('payments'),
  hours: settings('hours'),
  share: { tab: 'share', focus: `#${SHARE_TITLE_ID}` },
}

/** Where each thing that stops a sale is fixed ('paused': the hours' screen holds the pause switch). */
export const SALE_FIXES: Record<SaleBlocker, SetupTarget> = {
  noPricedItem: 'newItem',
  noPayment: settings('payments'),
  noDelivery: settings('delivery'),
  paused: settings('hours'),
  neverOpen: settings('hours'),
}

/** Opens where `target` is done. */
export function openTarget(app: OwnerApp, target: SetupTarget): void {
  if (target === 'newItem') app.addItem()
  else app.goTo(target.tab, target.focus, target.settings)
}
