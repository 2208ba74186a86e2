// The error answers every checkout route declares (its OpenAPI responses; the body is the contracts' ErrorBody).
import { errorAnswers } from '../../lib/route-kit';

export const checkoutErrors = errorAnswers(400, 401, 402, 403, 404, 409, 413, 429, 503);
