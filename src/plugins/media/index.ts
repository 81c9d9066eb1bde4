import en from '../../../locales/en/media.json'
import { definePlugin } from '../../engine/plugin'
import { authPlugin } from '../auth'
import { AttachButtons } from './components/AttachButtons'
import { AudioMessage, FileMessage, ImageMessage, VideoMessage } from './components/MediaMessages'
import { MediaStore } from './media-store'
import './media.css'

/**
 * Images, files and voice notes (docs/product.md): composer buttons to attach and
 * record, upload with progress, and the renderers of image, audio, video and
 * file messages. The engine knows nothing about media types.
 */
export const mediaPlugin = definePlugin({
  id: 'media',
  dependsOn: [authPlugin],
  setup: (engine) => new MediaStore(engine),
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
