/**
 * A call the test answers when it likes: `promise` settles when the test calls `resolve` or `reject`.
 *
 * @example
 * const call = deferred<string>()
 * const run = slot.run(() => call.promise, apply)
 * call.resolve('a')
 */
export function deferred<A>() {
  let resolve!: (value: A) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<A>((yes, no) => ((resolve = yes), (reject = no)))
  return { promise, resolve, reject }
}
