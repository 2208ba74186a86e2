// Requests and answers of the console's operators screen (issue 42; docs/decisions/208-operators-in-the-console.md):
// GET /api/admin/operators/, POST …/invites/, DELETE …/invites/:id/, PATCH …/:id/, and the invited operator's
// POST /api/admin/operators/setup/.
import { z } from 'zod';
import { EmailField, PasswordField } from './accounts';
import { Operator, OperatorRole } from './admin';
import { INT4_MAX } from './ids';

export const TeamOperator = Operator.extend({
  disabled: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export type TeamOperator = z.infer<typeof TeamOperator>;

export const OperatorInvite = z.object({
  id: z.number().int(),
  email: z.string(),
  role: OperatorRole,
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type OperatorInvite = z.infer<typeof OperatorInvite>;

export const OperatorTeam = z.object({ operators: z.array(TeamOperator), invites: z.array(OperatorInvite) });
export type OperatorTeam = z.infer<typeof OperatorTeam>;

export const OperatorInviteRequest = z.object({ email: EmailField, role: OperatorRole });
export type OperatorInviteRequest = z.infer<typeof OperatorInviteRequest>;

/** A role to give, or `disabled` to set; at least one. */
export const OperatorChangeRequest = z
  .object({ role: OperatorRole.optional(), disabled: z.boolean().optional() })
  .strict();
export type OperatorChangeRequest = z.infer<typeof OperatorChangeRequest>;

export const OperatorIdParams = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });

/** The set-up link's token (43 base64url characters) and the password the operator chooses. */
export const OperatorSetupRequest = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'That set-up link is not whole: open it from the email again.'),
  password: PasswordField,
});
export type OperatorSetupRequest = z.infer<typeof OperatorSetupRequest>;
