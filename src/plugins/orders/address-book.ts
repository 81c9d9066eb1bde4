import { makeAutoObservable, runInAction } from 'mobx'
import {
  ADD_ADDRESS_PATH,
  AddressesResponse,
  DELETE_ADDRESS_PATH,
  DeleteAddressResponse,
  GET_ADDRESSES_PATH,
  UPDATE_ADDRESS_PATH,
  type DeliveryAddress,
  type DeliveryAddressInput,
} from '../../../contract/address'
import type { ChatEngine } from '../../engine/chat-engine'

type Status = 'idle' | 'loading' | 'ready' | 'failed'

/**
 * The customer's delivery addresses (docs/product.md) and the one chosen for the
 * checkout: the default, until the customer picks another. Every call
 * answers the whole list, which replaces what is shown.
 */
export class AddressBook {
  addresses: DeliveryAddress[] = []
  status: Status = 'idle'
  private chosenId: string | null = null

  constructor(private readonly engine: ChatEngine) {
    makeAutoObservable<AddressBook, 'engine'>(this, { engine: false })
  }

  /** The chosen address: the one picked, else the default, else none. */
  get chosen(): DeliveryAddress | null {
    return (
      this.addresses.find((address) => address._id === this.chosenId) ??
      this.addresses.find((address) => address.isDefault) ??
      null
    )
  }

  /** Delete is offered only when more than one address exists. */
  get canDelete(): boolean {
    return this.addresses.length > 1
  }

  byId(id: string): DeliveryAddress | undefined {
    return this.addresses.find((address) => address._id === id)
  }

  choose(id: string): void {
    this.chosenId = id
  }

  /** Fetches the list (once; `force` again). */
  async load(force = false): Promise<void> {
    if (!force && (this.status === 'ready' || this.status === 'loading')) return
    this.status = 'loading'
    try {
      const answer = await this.engine.transport.get(GET_ADDRESSES_PATH, AddressesResponse, {
        customerId: this.customerId(),
      })
      this.show(answer.data, 'ready')
    } catch (error) {
      runInAction(() => (this.status = 'failed'))
      throw error
    }
  }

  /** Adds an address and chooses it. Rejects with the call's error (the form shows it). */
  async add(address: DeliveryAddressInput): Promise<void> {
    const before = new Set(this.addresses.map((entry) => entry._id))
    const answer = await this.engine.transport.post(
      ADD_ADDRESS_PATH,
      { customerId: this.customerId(), deliveryAddress: address },
      AddressesResponse,
    )
    this.show(answer.data, 'ready')
    const added = answer.data.find((entry) => !before.has(entry._id))
    if (added) this.choose(added._id)
  }

  async update(addressId: string, address: DeliveryAddressInput): Promise<void> {
    const answer = await this.engine.transport.post(
      UPDATE_ADDRESS_PATH,
      { customerId: this.customerId(), addressId, updatedAddress: address },
      AddressesResponse,
    )
    this.show(answer.data, 'ready')
  }

  async remove(addressId: string): Promise<void> {
    const answer = await this.engine.transport.post(
      DELETE_ADDRESS_PATH,
      { customerId: this.customerId(), addressId },
      DeleteAddressResponse,
    )
    this.show(answer.data, 'ready')
  }

  /** Signed out: nothing of the customer stays. */
  reset(): void {
    this.addresses = []
    this.status = 'idle'
    this.chosenId = null
  }

  private show(addresses: DeliveryAddress[], status: Status): void {
    this.addresses = addresses
    this.status = status
    if (this.chosenId !== null && !addresses.some((address) => address._id === this.chosenId)) this.chosenId = null
  }

  private customerId(): string {
    return this.engine.session.customerId ?? ''
  }
}
