// The error answers every checkout route declares (its OpenAPI responses; the body is the contracts' ErrorBody).
import { ErrorBody } from '@larder/contracts/schemas/accounts';

export const checkoutErrors = {
  400: ErrorBody,
  401: ErrorBody,
  402: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  429: ErrorBody,
  503: ErrorBody,
};
