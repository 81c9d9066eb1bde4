import type { AppData } from './app-data'
import { HomePage } from './HomePage'
import { NotFoundScreen } from './NotFoundScreen'
import { ChatRoute } from './ChatRoute'

/** The routes of §2: `/` (and a site's other published routes), `/logout`, `/chat`; anything else is the 404 screen. */
export function App({ data }: { data: AppData }) {
  if (data.page === null || data.route === 'notFound') return <NotFoundScreen />
  if (data.route === 'chat') return <ChatRoute page={data.page} />
  return <HomePage page={data.page} />
}
