// Every text of the thumbs on products and recipes (issue 27).
export const RatingText = {
  group: (name: string) => `Rate ${name}`,
  like: (name: string) => `Like ${name}`,
  dislike: (name: string) => `Dislike ${name}`,
  liked: (name: string) => `You liked ${name}.`,
  disliked: (name: string) => `You disliked ${name}. We won't put it in your boxes.`,
  cleared: (name: string) => `Your rating of ${name} is cleared.`,
  Failed: "We couldn't save your rating. Try again.",
} as const;
