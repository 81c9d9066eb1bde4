import './page-styles'
import { scheduleWidget } from '../widget/load-widget'
import { BOOT_DATA_ELEMENT_ID, type BootData } from './boot-data'
import { installPageActions } from './page-actions'

/**
 * The published page's only script (`page.html`): no framework, no hydration. The server rendered every section;
 * this wires the page's controls (`installPageActions`) and decides when the chat widget loads (`scheduleWidget`).
 * React comes with the contact form or the widget, on the first click (or at once when the widget opens by itself).
 */
const data = JSON.parse(document.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent ?? 'null') as BootData | null
if (data) {
  installPageActions(data)
  scheduleWidget(data)
}
