import { decode } from '../../contract/decode'
import { EMBED_DATA_ELEMENT_ID, EmbedFrameData } from '../../contract/embed'
import { acceptsHandshake, ENVELOPE_VERSION, handshake } from '../../embed/envelope'

/**
 * The widget's iframe on another website (`/embed`, docs/embedding.md): says `hello` to the host origin the server
 * allowed (the exact origin, nothing to any other), takes the `MessageChannel` port only from that origin and the
 * parent window, then loads the widget and its bridge. A frame without an allowed host origin stays silent: the
 * loader reports `not-allowed`.
 */
function start(): void {
  const element = document.getElementById(EMBED_DATA_ELEMENT_ID)
  const result = decode(EmbedFrameData, JSON.parse(element?.textContent ?? 'null'), 'embed')
  if (!result.ok || window.parent === window || !result.value.hostOrigin) return
  const data = result.value
  const hostOrigin = result.value.hostOrigin
  const parent = window.parent
  const connected = new Promise<MessagePort>((resolve) => {
    const listener = (event: MessageEvent) => {
      if (!acceptsHandshake(event, { origin: hostOrigin, source: parent }, 'connect') || !event.ports[0]) return
      removeEventListener('message', listener)
      resolve(event.ports[0])
    }
    addEventListener('message', listener)
  })
  parent.postMessage(handshake('hello'), hostOrigin)
  void Promise.all([connected, import('./frame-mount')]).then(([port, frame]) => {
    const engine = frame.mountEmbeddedWidget(data)
    if (engine) frame.connectBridge(port, engine)
    else port.postMessage({ v: ENVELOPE_VERSION, event: 'error', detail: { code: 'unavailable' } })
  })
}

start()
