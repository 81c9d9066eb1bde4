import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { ownerPwa } from './scripts/owner-pwa'

export default defineConfig(({ isSsrBuild }) => ({
  // The owner app's icons and service worker belong to the client build only.
  plugins: [react(), ...(isSsrBuild ? [] : ownerPwa())],
  // fp-ts has no exports map; bundling it (and io-ts) into the SSR build avoids ERR_UNSUPPORTED_DIR_IMPORT.
  ssr: { noExternal: ['fp-ts', 'io-ts'] },
  build: {
    sourcemap: false,
    // Every browser the page supports preloads modules: the polyfill would only weigh on the boot script.
    modulePreload: { polyfill: false },
    target: 'es2022',
    copyPublicDir: !isSsrBuild,
    manifest: !isSsrBuild,
    rollupOptions: {
      // Two pages: `page.html`, a published page's boot script (no framework); `index.html`, the React app (the owner
      // preview, `/owner`, `/start`).
      input: isSsrBuild ? undefined : { index: 'index.html', page: 'page.html' },
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'vendor-react', test: VENDOR_REACT_CHUNK, priority: 2 },
                { name: 'vendor-codec', test: VENDOR_CODEC_CHUNK, priority: 2 },
                { name: 'money', test: SHARED_MONEY_CHUNK },
                { name: (id) => `widget-${WIDGET_LANGUAGE_FILE.exec(id)?.[1]}`, test: WIDGET_LANGUAGE_FILE },
                { name: 'client-kernel', test: CLIENT_KERNEL_CHUNK, includeDependenciesRecursively: false },
              ],
            },
          },
    },
  },
}))

/**
 * React, react-dom and the scheduler, in a chunk of their own whose name and contents change only when React does:
 * a deploy leaves a returning visitor's cached copy warm. A published page loads it on the first click that needs
 * React (the contact form, the widget).
 */
const VENDOR_REACT_CHUNK = /\/node_modules\/(react|react-dom|scheduler)\//
/**
 * io-ts, fp-ts and the decode helper over them (`contract/decode.ts`), which the widget, the contact form and the React
 * app decode with: as stable as React, for the same reason.
 */
const VENDOR_CODEC_CHUNK = /\/node_modules\/(io-ts|fp-ts)\/|\/contract\/decode\.ts$/

/**
 * The photo helper (`src/ui/photo-attributes.ts`) and the product page address (`contract/product-path.ts`, the
 * widget's Share and the owner's item form) share the lazy chunks' money chunk: a chunk of its own would add its file
 * name to the widget chunk's preload list, and the widget chunk is at its byte budget.
 */
const SHARED_MONEY_CHUNK = /\/(src\/ui\/(money|photo-attributes)|contract\/(photo|product-path))\.ts$/

/**
 * A language's widget strings (`src/widget/language.ts`, every locale but English, which is built in): one chunk per
 * language (`widget-hi`, `widget-mr`), which only that language's readers download. The order stages' names stay a
 * chunk of their own, since the owner app loads them too.
 */
const WIDGET_NAMESPACES =
  'widget|auth|topics|media|catalogue|cart|directBuy|enquiry|orders|payment|quotes|checkoutSplit|shop'
const WIDGET_LANGUAGE_FILE = new RegExp(String.raw`/locales/((?!en/)[\w-]+)/(?:${WIDGET_NAMESPACES})\.json$`)

/**
 * What the widget, the owner app and the sign-up share (mobx, i18next, the HTTP client, the sign-in and the chat
 * timeline's pieces, the codec builders and the language registry) as one chunk: left to itself the bundler cuts it
 * in pieces, and the widget pays for each piece's framing beyond its byte budget (bench/initial-js.bench.ts). Only
 * these modules, not what they import.
 */
const CLIENT_KERNEL_CHUNK = new RegExp(
  [
    String.raw`/node_modules/(mobx|mobx-react-lite|i18next|react-i18next|use-sync-external-store)/`,
    String.raw`/src/client/(http/http-error|http/http-client|sign-in/phone-rules|sign-in/sign-in-store)\.ts$`,
    String.raw`/src/client/sign-in/code-calls\.ts$`,
    String.raw`/src/client/(messages/day-groups|messages/timeline|upload/file-rules|store/loadable)\.ts$`,
    String.raw`/src/client/socket/(event-bus|socket-bus)\.ts$`,
    String.raw`/contract/(auth|errors|catalogue|cart|chat|pricing|quantity|codec|language|otp-delivery)\.ts$`,
    String.raw`/src/ui/(LineIcon|Snackbar)\.tsx$`,
    String.raw`/src/ui/item/item-choice\.ts$`,
    String.raw`/src/engine/react\.tsx$`,
  ].join('|'),
)
