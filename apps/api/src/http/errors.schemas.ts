import { ZErroBody } from '@aprovei/shared/errors';

/** Error responses to list in route schemas (fastify-type-provider-zod wants every status sent). */
export const errorResponses = {
  400: ZErroBody,
  401: ZErroBody,
  403: ZErroBody,
  404: ZErroBody,
  409: ZErroBody,
  429: ZErroBody,
  500: ZErroBody,
  503: ZErroBody,
} as const;

export const bearer = [{ bearer: [] }];
