import * as v from 'valibot';

/** Response shapes every group uses: WordPress's error and the plain success answer. */

/** WordPress's error shape: `{code, message, data: {status}}`. */
export const WpErrorSchema = v.object({
  code: v.string(),
  message: v.string(),
  data: v.optional(v.looseObject({ status: v.number() })),
});

export type WpError = v.InferOutput<typeof WpErrorSchema>;

export const successFlag = v.optional(v.boolean(), true);

export const SuccessResponseSchema = v.object({
  success: v.boolean(),
  error: v.optional(v.string()),
  message: v.optional(v.string()),
});

export type SuccessResponse = v.InferOutput<typeof SuccessResponseSchema>;
