// Plain values of the weekly subscription (issue 16): error codes and the texts of the API's answers.

export const SubscriptionErrorCode = {
  PastCutoff: 'past_cutoff',
  WrongState: 'wrong_state',
} as const;

export const SubscriptionMessage = {
  /** `cutoffLabel`: "Edit until Mon, Nov 30, 7:00 PM ET". */
  pastCutoff: (cutoffLabel: string) =>
    `This box is locked: changes were possible until ${cutoffLabel.replace(/^Edit until /, '')}.`,
  wrongState: (status: string) => `This box is ${status.replace('_', ' ')}, so it can't be changed that way.`,
} as const;
