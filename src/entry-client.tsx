import { hydrateRoot } from 'react-dom/client'
import { decode } from '../contract/decode'
import { App } from './app/App'
import { APP_DATA_ELEMENT_ID, AppData } from './app/app-data'
import './styles/global.css'
import { scheduleWidget } from './widget/load-widget'

const element = document.getElementById(APP_DATA_ELEMENT_ID)
const result = decode(AppData, JSON.parse(element?.textContent ?? 'null'), 'appData')
if (result.ok) {
  hydrateRoot(document.getElementById('root')!, <App data={result.value} />)
  scheduleWidget(result.value)
} else {
  console.error('Vitrine: page data does not decode', result.errors)
}
