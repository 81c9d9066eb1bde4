/**
 * Dotted key paths of a bundle (`chat.send`); plural suffixes (`_one`, `_other`) fold into their base key. Types the
 * widget's and the owner app's `t`.
 */
export type BundleKey<T> = {
  [K in keyof T & string]: T[K] extends string ? StripPlural<K> : `${K}.${BundleKey<T[K]>}`
}[keyof T & string]
type StripPlural<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : K

/** Values interpolated into a string (`{{count}}`). */
export type TranslateValues = Record<string, string | number>
