import { LineIcon } from '../../ui/LineIcon'
import { CHAT_ICON_PATH } from '../chat-icon'

/** The speech bubble of the toggle button. */
export function ChatIcon() {
  return <LineIcon size={26} d={CHAT_ICON_PATH} />
}
