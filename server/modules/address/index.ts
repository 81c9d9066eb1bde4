/**
 * The address module's public face: the customer's delivery addresses.
 * Other modules import this folder only through this file.
 */
export { AddressRepository, toWireAddress } from './address-repository.js'
