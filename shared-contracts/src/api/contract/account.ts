import * as v from 'valibot';
import { SuccessResponseSchema } from '../responses/common';
import {
  BankDetailsResponseSchema,
  CouponsResponseSchema,
  OrderDetailResponseSchema,
  OrdersResponseSchema,
  PointsResponseSchema,
  PurchasedCompetitionsResponseSchema,
  SiteCreditResponseSchema,
  UpdateProfileResponseSchema,
  UserResponseSchema,
} from '../responses/account';
import { field, TokenOnly } from './fields';
import { emailField } from './emailField';

/** Request and response schemas of the signed-in customer's account calls. */
export const accountSchemas = {
  updateProfile: {
    request: v.object({
      token: field.token(),
      account_first_name: field.requiredText(100),
      account_last_name: field.requiredText(100),
      account_display_name: field.optionalText(200),
      account_email: emailField(),
      password_current: field.optionalText(200),
      password_1: field.optionalText(200),
      password_2: field.optionalText(200),
    }),
    response: UpdateProfileResponseSchema,
  },
  getUserDetails: { request: TokenOnly, response: UserResponseSchema },
  updateUserDetails: {
    request: v.object({
      token: field.token(),
      first_name: field.requiredText(100),
      last_name: field.requiredText(100),
      billing_first_name: field.optionalText(100),
      billing_last_name: field.optionalText(100),
      billing_email: emailField(),
      billing_phone: field.requiredText(40),
      billing_address_1: field.requiredText(200),
      billing_address_2: field.requiredText(200),
      billing_city: field.requiredText(100),
      billing_postcode: field.requiredText(20),
      billing_state: field.optionalText(100),
    }),
    response: SuccessResponseSchema,
  },
  /** Spec: a GET whose query parameters save the bank details. */
  bankDetails: {
    request: v.object({
      token: field.token(),
      account_number: v.pipe(v.string(), v.regex(/^\d{1,20}$/, 'Account Number must contain only numbers.')),
      sort_code: v.pipe(v.string(), v.regex(/^\d{3,6}$/, 'Sort Code must be 6 digits.')),
    }),
    response: BankDetailsResponseSchema,
  },
  /** Reads what bankDetails saved: only the account number's last four digits ever leave the server. */
  bankDetailsSaved: {
    request: TokenOnly,
    response: v.object({
      success: v.boolean(),
      data: v.nullable(v.object({ account_number_last4: v.pipe(v.string(), v.regex(/^\d{0,4}$/)), sort_code: v.string() })),
    }),
  },
  points: {
    request: v.object({
      token: field.token(),
      offset: field.offset(1_000_000),
      limit: field.limit(10),
    }),
    response: PointsResponseSchema,
  },
  coupons: { request: TokenOnly, response: CouponsResponseSchema },
  siteCredit: { request: TokenOnly, response: SiteCreditResponseSchema },
  orders: { request: v.object({ token: field.token(), page: field.page(), limit: field.limit(10) }), response: OrdersResponseSchema },
  orderDetail: { request: v.object({ token: field.token(), id: field.positiveInt() }), response: OrderDetailResponseSchema },
  purchasedCompetitions: { request: TokenOnly, response: PurchasedCompetitionsResponseSchema },
  responsibleGaming: {
    request: v.object({
      token: field.token(),
      limit_duration: v.picklist(['', 'day', 'week', 'month']),
      limit_value: field.numberBetween(0, 100_000),
      lockout_period: v.picklist(['', '24h', '7d', '30d', '6m']),
    }),
    response: UserResponseSchema,
  },
  claimPrize: {
    request: v.object({ token: field.token(), ticket_number: field.positiveInt(), competition_id: field.positiveInt(), message: field.optionalText(2000) }),
    response: SuccessResponseSchema,
  },
};
