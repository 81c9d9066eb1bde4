import { lazy } from 'react'
import { definePlugin } from '../../engine/plugin'
import contact from '../../../locales/en/contact.json'
import enquiry from '../../../locales/en/enquiry.json'
import { cataloguePlugin } from '../catalogue'
import { SendEnquiryAction } from './components/SendEnquiryAction'
import { EnquiryRequests } from './enquiry-requests'

// A visitor's name and phone are judged by the contact form's rules; their messages come from its strings (one source).
const en = { ...enquiry, contact }

const EnquiryPanel = lazy(() =>
  import('./components/EnquiryPanel').then((module) => ({ default: module.EnquiryPanel })),
)

/**
 * Enquiries (docs/product.md): `?source=send_enquiry_request` and the 'Send
 * Enquiry Request' action on cards of items priced on request open the
 * enquiry panel; sending posts the enquiry to the chat. The panel owns its
 * state (`EnquiryStore`), so it loads only when needed; the public store
 * (`EnquiryRequests`) starts an enquiry from elsewhere.
 */
export const enquiryPlugin = definePlugin({
  id: 'enquiry',
  dependsOn: [cataloguePlugin],
  setup: (engine) => new EnquiryRequests(engine),
  states: { 'send-enquiry-request': { component: EnquiryPanel, fillsTab: true } },
  itemCardActions: { sendEnquiry: SendEnquiryAction },
  sources: {
    send_enquiry_request: {
      loggedOut: 'send-enquiry-request',
      run: (engine) => engine.goTo('send-enquiry-request'),
      linkItem: (engine, slug) => engine.plugin('enquiry').linkItem(slug),
    },
  },
  locales: { en },
})

export { EnquiryRequests } from './enquiry-requests'

declare module '../../engine/plugin' {
  interface PluginStores {
    enquiry: EnquiryRequests
  }
}

declare module '../../engine/names' {
  interface PluginChatStates {
    'send-enquiry-request': 'enquiry'
  }
  interface PluginSources {
    send_enquiry_request: 'enquiry'
  }
  interface PluginItemCardActions {
    sendEnquiry: 'enquiry'
  }
}

declare module '../../engine/i18n' {
  interface WidgetResources {
    enquiry: typeof en
  }
}
