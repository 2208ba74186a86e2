// The help page (issue 39): how the weekly box works, in a few answers, with the ways to the account and the menu.
import { Link } from 'react-router';
import { publicEnv } from '../../../lib/env';
import { paths } from '../../../site-routes';
import { Header } from '../../../ui/header';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { HELP_ENTRIES } from '../model/help';

export function HelpPage() {
  return (
    <>
      <Header />
      <main className="page page--narrow">
        <Heading variant="H1">Help</Heading>
        {HELP_ENTRIES.map((entry) => (
          <section key={entry.question}>
            <Heading variant="H4" level={2}>
              {entry.question}
            </Heading>
            <Paragraph>{entry.answer}</Paragraph>
          </section>
        ))}
        <Paragraph>
          <Link to={paths.menu}>This week’s menu</Link> ·{' '}
          <Link to={paths.account(publicEnv.brandSlug)}>Your account</Link>
        </Paragraph>
      </main>
    </>
  );
}
