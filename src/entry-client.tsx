import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { decode } from '../contract/decode'
import { App } from './app/App'
import { APP_DATA_ELEMENT_ID, AppData } from './app/app-data'
import { createI18n } from './i18n'
import './styles/global.css'

const element = document.getElementById(APP_DATA_ELEMENT_ID)
const result = decode(AppData, JSON.parse(element?.textContent ?? 'null'), 'appData')
if (!result.ok) {
  console.error('Vitrine: page data does not decode', result.errors)
} else {
  hydrateRoot(
    document.getElementById('root')!,
    <I18nextProvider i18n={createI18n()}>
      <App data={result.value} />
    </I18nextProvider>,
  )
}
