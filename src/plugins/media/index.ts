import { lazy } from 'react'
import en from '../../../locales/en/media.json'
import { definePlugin } from '../../engine/plugin'
import { authPlugin } from '../auth'
import { AttachButtons } from './components/AttachButtons'
import { MediaStore } from './media-store'
import './media.css'

// The renderers of media messages load lazily (the message list that draws them is lazy too); the load starts with the
// plugin, so they are usually here before the first media message is drawn (until then it shows as a link).
let messages: Promise<typeof import('./components/MediaMessages')> | undefined
const loadMessages = () => (messages ??= import('./components/MediaMessages'))
const ImageMessage = lazy(() => loadMessages().then((module) => ({ default: module.ImageMessage })))
const AudioMessage = lazy(() => loadMessages().then((module) => ({ default: module.AudioMessage })))
const VideoMessage = lazy(() => loadMessages().then((module) => ({ default: module.VideoMessage })))
const FileMessage = lazy(() => loadMessages().then((module) => ({ default: module.FileMessage })))

/**
 * Images, files and voice notes (docs/product.md): composer buttons to attach and
 * record, upload with progress, and the renderers of image, audio, video and
 * file messages. The engine knows nothing about media types.
 */
export const mediaPlugin = definePlugin({
  id: 'media',
  dependsOn: [authPlugin],
  setup: (engine) => {
    void loadMessages()
    return new MediaStore(engine)
  },
  composerActions: [AttachButtons],
  messageRenderers: { image: ImageMessage, audio: AudioMessage, video: VideoMessage, file: FileMessage },
  locales: { en },
})

export { MediaStore } from './media-store'

declare module '../../engine/plugin' {
  interface PluginStores {
    media: MediaStore
  }
}

declare module '../../engine/i18n' {
  interface WidgetResources {
    media: typeof en
  }
}
