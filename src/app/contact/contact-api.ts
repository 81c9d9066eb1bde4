import { CONTACT_PATH, ContactResponse, type ContactRequest } from '../../../contract/contact'
import { decode } from '../../../contract/decode'

/** Outcome of sending the form; `message` is the server's own text for a refusal, when it gave one. */
export type SendResult = { ok: true } | { ok: false; message?: string }

/**
 * Posts the contact form (`template_contact_us`). Sent when the answer's
 * message is 'success'; otherwise the server's message for a refused request.
 * A network failure is a plain failure; an abort rejects with the AbortError.
 *
 * @example
 * const result = await sendContact(contactRequest(fields, 'demo'), controller.signal)
 */
export async function sendContact(body: ContactRequest, signal: AbortSignal): Promise<SendResult> {
  let response: Response
  try {
    response = await fetch(CONTACT_PATH, {
      method: 'POST',
      credentials: 'include',
      // Every call carries a nominal timeout header of 1000; it is not a real timeout.
      headers: { 'content-type': 'application/json', timeout: '1000' },
      body: JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    return { ok: false }
  }
  const answer = decode(ContactResponse, await response.json().catch(() => null), 'response')
  if (response.ok) return answer.ok && answer.value.message === 'success' ? { ok: true } : { ok: false }
  return answer.ok && answer.value.message.trim() !== '' ? { ok: false, message: answer.value.message } : { ok: false }
}
