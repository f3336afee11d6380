import { ZErroBody } from '@aprovei/shared/errors';

/** Error responses to list in route schemas (fastify-type-provider-zod wants every status sent). */
export const errorResponses = {
  400: ZErroBody,
  401: ZErroBody,
  403: ZErroBody,
  404: ZErroBody,
  409: ZErroBody,
  413: ZErroBody,
  415: ZErroBody,
  429: ZErroBody,
  500: ZErroBody,
  503: ZErroBody,
} as const;

type ErrorStatus = keyof typeof errorResponses;

/** The error responses of the given statuses, typed so each one stays listed in the route's response schema. */
export function errorsFor<const S extends ErrorStatus>(...statuses: S[]): Pick<typeof errorResponses, S> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponses[status]])) as Pick<
    typeof errorResponses,
    S
  >;
}

export const bearer = [{ bearer: [] }];
