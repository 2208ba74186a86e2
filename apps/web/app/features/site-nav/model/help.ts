// The help page's answers (issue 39).
export const HELP_ENTRIES = [
  {
    question: 'How is my box chosen?',
    answer:
      'Each week we pick your box from your quiz answers, your thumbs and what you kept or changed before. If you do nothing, that box arrives.',
  },
  {
    question: 'How do I choose what comes?',
    answer:
      'Open this week’s menu: add or remove any recipe or product before the week’s cutoff. What your food preferences rule out is hidden, with the reason.',
  },
  {
    question: 'Until when can I change a box?',
    answer:
      'Until its cutoff, shown beside each box on your account page. After the cutoff the box is locked and charged.',
  },
  {
    question: 'Can I skip a week or pause?',
    answer: 'Yes: skip any open week from your account page, or pause for one to four weeks from your settings there.',
  },
  {
    question: 'Something was wrong with my box.',
    answer: 'Report it from the delivered box on your account page, within its reporting window, and we credit you.',
  },
] as const;
