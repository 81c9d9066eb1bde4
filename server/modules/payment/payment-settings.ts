import { decode } from '../../../contract/decode.js'
import { WidgetSettings } from '../../../contract/page.js'
import { ManualDetails } from '../../../contract/payment.js'
import type { Site } from '../site/index.js'

/** How a site takes payment: its widget's choice (`payment`) and its manual details. */
export interface SitePayment {
  isEnabled: boolean
  selectedGatewayId: string | null
  manual: ManualDetails
}

/** Reads a site's payment choice; settings that do not decode take no payment. */
export function sitePayment(site: Site): SitePayment {
  const widget = decode(WidgetSettings, site.widgetSettings, 'widgetSettings')
  const stored = (site.paymentSettings ?? {}) as { manual?: unknown }
  const manual = decode(ManualDetails, stored.manual ?? {}, 'paymentSettings.manual')
  return {
    isEnabled: widget.ok && widget.value.payment?.isEnabled === true,
    selectedGatewayId: widget.ok ? (widget.value.payment?.selectedGatewayId ?? null) : null,
    manual: manual.ok ? withoutBlanks(manual.value) : {},
  }
}

/** A method is offered only when its detail exists, so an empty detail is no detail. */
function withoutBlanks(details: ManualDetails): ManualDetails {
  return Object.fromEntries(
    Object.entries(details).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  ) as ManualDetails
}
