/**
 * The contact module's public face: the leads of the contact form.
 * Other modules import this folder only through this file.
 */
export { ContactRepository, toLead } from './contact-repository.js'
export { setLeadHandled } from './leads.js'
