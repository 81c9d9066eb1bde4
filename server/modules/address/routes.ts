import type { FastifyInstance } from 'fastify'
import {
  ADD_ADDRESS_PATH,
  AddAddressBody,
  DELETE_ADDRESS_PATH,
  DeleteAddressBody,
  GET_ADDRESSES_PATH,
  GetAddressesQuery,
  UPDATE_ADDRESS_PATH,
  UpdateAddressBody,
  type AddressesResponse,
  type DeleteAddressResponse,
  type DeliveryAddress,
} from '../../../contract/address.js'
import { route } from '../../http/route.js'
import type { PincodeProvider } from '../../providers/pincode/index.js'
import { AddressService } from './address-service.js'

const answer = (data: DeliveryAddress[]): AddressesResponse => ({ message: 'success', data })

/**
 * The four `chat_widget_side_cart/*_delivery_address` calls. Each
 * needs the token, and the payload's `customerId` must be the token's (403);
 * an address id of another customer is 404. `pincodes` checks that a saved
 * pincode exists (the lookup of `modules/pincode`).
 */
export default async function addressRoutes(app: FastifyInstance, options: { pincodes: PincodeProvider }) {
  const addresses = new AddressService(app.db, options.pincodes)
  const owned = { auth: 'customer', sameCustomer: 'body' } as const

  route(
    app,
    { method: 'GET', url: GET_ADDRESSES_PATH, auth: 'customer', query: GetAddressesQuery, sameCustomer: 'query' },
    async ({ customer }) => answer(await addresses.list(customer)),
  )
  route(app, { method: 'POST', url: ADD_ADDRESS_PATH, ...owned, body: AddAddressBody }, async ({ body, customer }) =>
    answer(await addresses.add(customer, body.deliveryAddress)),
  )
  route(
    app,
    { method: 'POST', url: UPDATE_ADDRESS_PATH, ...owned, body: UpdateAddressBody },
    async ({ body, customer }) => answer(await addresses.update(customer, body.addressId, body.updatedAddress)),
  )
  route(
    app,
    { method: 'POST', url: DELETE_ADDRESS_PATH, ...owned, body: DeleteAddressBody },
    async ({ body, customer }): Promise<DeleteAddressResponse> => ({
      message: 'success',
      success: true,
      data: await addresses.remove(customer, body.addressId),
    }),
  )
}
