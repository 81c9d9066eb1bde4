import { hydrateRoot } from 'react-dom/client'
import { decode } from '../contract/decode'
import { App, loadScreens } from './app/App'
import { APP_DATA_ELEMENT_ID, AppData } from './app/app-data'
import './styles/global.css'

// The React app's entry (`index.html`): the owner preview, the owner inbox and the sign-up. Published pages boot
// without React (`boot/boot.ts`, `page.html`).
const element = document.getElementById(APP_DATA_ELEMENT_ID)
const result = decode(AppData, JSON.parse(element?.textContent ?? 'null'), 'appData')
if (result.ok) {
  const data = result.value
  const root = document.getElementById('root')!
  // The owner inbox is a chunk of its own, rendered over the server's shell: the page's JS does not carry it.
  if (data.route === 'owner') void import('./owner/load').then((owner) => owner.loadOwnerApp(root, data))
  // So is the sign-up at `/start` on the platform host.
  else if (data.route === 'start') void import('./start/load').then((start) => start.loadStartApp(root))
  // So are the preview's page loader and the 404 screen, loaded (when the route shows them) before hydrating.
  else void loadScreens(data).then((screens) => hydrateRoot(root, <App data={data} screens={screens} />))
} else {
  console.error('Vitrine: page data does not decode', result.errors)
}
