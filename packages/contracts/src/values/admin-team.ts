// The console's operators screen (issue 42): an admin invites an operator by email with a set-up link, changes a
// role, disables and enables. The words both sides show.

/** How long an invitation's set-up link works. */
export const OPERATOR_INVITE_VALID_HOURS = 72;

/** The console's page where an invited operator chooses their password (`?token=` from the email). */
export const OPERATOR_SETUP_PATH = '/admin/setup/';

export const TeamMessage = {
  AlreadyOperator: 'That address is an operator already: change their role or enable them instead.',
  InviteUnknown:
    'That set-up link does not work: it was used, withdrawn or replaced, or it is older than 72 hours. Ask an admin for a new invitation.',
  InviteNotPending: 'That invitation was used or withdrawn already.',
  NotYourself: 'You cannot change your own role or disable yourself: ask another admin.',
  OperatorUnknown: 'No such operator.',
  NothingToChange: 'Choose a role, or disable or enable the operator.',
} as const;
