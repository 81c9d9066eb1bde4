import { hydrateRoot } from 'react-dom/client'
import { decode } from '../contract/decode'
import { App, loadPreview } from './app/App'
import { APP_DATA_ELEMENT_ID, AppData } from './app/app-data'
import './styles/global.css'
import { scheduleWidget } from './widget/load-widget'

const element = document.getElementById(APP_DATA_ELEMENT_ID)
const result = decode(AppData, JSON.parse(element?.textContent ?? 'null'), 'appData')
if (result.ok) {
  const data = result.value
  const root = document.getElementById('root')!
  // The owner inbox is a chunk of its own, rendered over the server's shell: the page's JS does not carry it.
  if (data.route === 'owner') void import('./owner/load').then((owner) => owner.loadOwnerApp(root, data))
  // So is a preview's screen (the page loader), loaded before hydrating: the published page's JS does not carry it.
  else if (data.route === 'preview' && data.subdomain)
    void loadPreview().then((PageLoader) => hydrateRoot(root, <App data={data} preview={PageLoader} />))
  else hydrateRoot(root, <App data={data} />)
  scheduleWidget(data)
} else {
  console.error('Vitrine: page data does not decode', result.errors)
}
