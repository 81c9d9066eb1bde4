import { defineSection } from '../../registry/define-section'
import { Products } from './Products'
import { productsSchema } from './schema'

/** 'Products': the shop's items from the live catalogue, as cards. */
export const products = defineSection({ schema: productsSchema, render: Products })
