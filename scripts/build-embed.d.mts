import type { BuildOptions } from 'esbuild'

/** The embed loader's esbuild options (scripts/build-embed.mjs). */
export const LOADER_BUILD: BuildOptions
