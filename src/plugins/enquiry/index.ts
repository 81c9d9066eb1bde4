import { lazy } from 'react'
import { definePlugin } from '../../engine/plugin'
import en from '../../../locales/en/enquiry.json'
import { enquireAbout } from './enquire-about'

const EnquiryPanel = lazy(() => import('./components/EnquiryPanel').then((module) => ({ default: module.EnquiryPanel })))

/**
 * Enquiries (§2, §5, §6): `?source=send_enquiry_request` and the 'Send
 * Enquiry Request' button of items priced on request open the enquiry
 * panel; sending posts the enquiry to the chat. The panel owns its store
 * (`EnquiryStore`), so it loads only when needed.
 */
export const enquiryPlugin = definePlugin({
  id: 'enquiry',
  dependsOn: ['catalogue'],
  setup: (engine) => {
    engine.plugin('catalogue').setEnquire((item, selection) => enquireAbout(engine, item, selection))
    return null
  },
  states: { 'send-enquiry-request': EnquiryPanel },
  sources: {
    send_enquiry_request: {
      loggedOut: 'send-enquiry-request',
      run: (engine) => engine.goTo('send-enquiry-request'),
    },
  },
  locales: { en },
})

export { enquireAbout } from './enquire-about'

declare module '../../engine/i18n' {
  interface WidgetResources {
    enquiry: typeof en
  }
}
