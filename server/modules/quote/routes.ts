import type { FastifyInstance } from 'fastify'
import * as t from 'io-ts'
import {
  CreateQuoteBody,
  OWNER_QUOTES_PATH,
  OwnerQuotesQuery,
  QUOTE_ANSWER_PATH,
  QUOTE_PATH,
  QuoteAnswerBody,
  QuoteQuery,
  type QuoteAnswerResponse,
  type QuoteResponse,
  type QuotesResponse,
} from '../../../contract/quotes.js'
import { ownerPost, route } from '../../http/route.js'
import { QuoteService } from './quote-service.js'

/**
 * Quote calls. Owner (key or session): `POST /business_website/owner/quotes`
 * sends a quote to a customer of the site (it reaches their chat as a
 * message), `GET …/owner/quotes?customerId=` lists that customer's quotes.
 * Customer (token; `customerId` must be the token's): the quote a message
 * names, and the answer to it (accept makes the order, decline records it).
 * Needs the `auth` and `events` plugins.
 */
export default async function quoteRoutes(app: FastifyInstance) {
  const quotes = new QuoteService({ db: app.db, events: app.events })

  ownerPost(
    app,
    OWNER_QUOTES_PATH,
    CreateQuoteBody,
    async ({ body, ownerSite }): Promise<t.TypeOf<typeof QuoteResponse>> => ({
      message: 'success',
      data: await quotes.create(ownerSite.id, body),
    }),
  )

  route(
    app,
    { method: 'GET', url: OWNER_QUOTES_PATH, auth: 'owner', query: OwnerQuotesQuery },
    async ({ query, ownerSite }): Promise<t.TypeOf<typeof QuotesResponse>> => ({
      message: 'success',
      data: await quotes.list(ownerSite.id, query.customerId),
    }),
  )

  route(
    app,
    { method: 'GET', url: QUOTE_PATH, auth: 'customer', query: QuoteQuery, sameCustomer: 'query' },
    async ({ query, customer }): Promise<t.TypeOf<typeof QuoteResponse>> => ({
      message: 'success',
      data: await quotes.get(customer, query.quoteId),
    }),
  )

  route(
    app,
    { method: 'POST', url: QUOTE_ANSWER_PATH, auth: 'customer', body: QuoteAnswerBody, sameCustomer: 'body' },
    async ({ body, customer }): Promise<QuoteAnswerResponse> => ({
      message: 'success',
      data: await quotes.answer(customer, body),
    }),
  )
}
