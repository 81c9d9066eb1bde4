import { makeAutoObservable, type AnnotationsMap } from 'mobx'

/**
 * `makeAutoObservable` for a store with members mobx must leave as they are (its HTTP client, the child stores and
 * request slots it holds, which are observable on their own): every member observable, every method an action,
 * but those in `plain`. `K` names the private ones.
 *
 * @example
 * makeObservableExcept<ShareStore, 'api'>(this, ['api', 'linkCopy', 'request'])
 */
export function makeObservableExcept<T extends object, K extends PropertyKey = never>(
  store: T,
  plain: readonly (keyof T | K)[],
): void {
  makeAutoObservable<T, K>(store, Object.fromEntries(plain.map((key) => [key, false])) as AnnotationsMap<T, K>)
}
