/**
 * The e2e server for calls made from Node (page.request): Node cannot resolve
 * `*.localhost`, so these go to 127.0.0.1; the site is named in the call.
 */
export const API = `http://127.0.0.1:${process.env.E2E_PORT ?? 4310}`
