// `/menu/`: this week's menu (issue 39) for a subscriber — each open week's recipes and products, their picks marked,
// picked and unpicked through the box editor. The subscriber's open weeks come from their subscription; a visitor is
// asked to log in, a customer without a subscription is sent to their plan. `/help/` (route id 'help', the site
// navigation's "Help") is a page of this route: one module, so one more entry in the manifest every page loads costs
// next to nothing (decision 070's first-load budget).
import { useLocation, useMatches } from 'react-router';
import { customerQueryOptions, useAuthState } from '../features/auth/api/get-customer';
import { useLikelySignedIn } from '../features/auth/model/signed-in-hint';
import { WeekMenuView } from '../features/menu/components/menu-page';
import { MenuText } from '../features/menu/model/texts';
import { HelpPage } from '../features/site-nav/components/help-page';
import { subscriptionQueryOptions, useSubscription } from '../features/subscription/api/subscription-client';
import { publicEnv } from '../lib/env';
import { PageData, type PageDataProps, pageDataInBrowser } from '../lib/page-data';
import { pageData } from '../lib/page-data.server';
import { pageTitle } from '../lib/page-title';
import { paths } from '../site-routes';
import { Header } from '../ui/header';
import { Heading } from '../ui/heading';
import { LinkButton } from '../ui/link-button';
import { Paragraph } from '../ui/paragraph';
import type { Route } from './+types/menu';

export const meta = ({ location }: { location: { pathname: string } }) =>
  location.pathname.startsWith(paths.help.slice(0, -1))
    ? [{ title: pageTitle('Help') }]
    : [{ title: pageTitle(MenuText.Title) }, { name: 'robots', content: 'noindex' }];

/** Rendered for each visitor by the API process (docs/decisions/070-…): the customer and the subscription. */
export async function loader({ context }: Route.LoaderArgs) {
  return { queries: await pageData(context.visitor, [customerQueryOptions(), subscriptionQueryOptions()]) };
}

export const clientLoader = pageDataInBrowser;

export default function MenuRoute({ loaderData }: PageDataProps) {
  // The route id, not the URL: prerendering sees the URL without its trailing slash.
  const help = useMatches().at(-1)?.id === 'help';
  return <PageData loaderData={loaderData}>{help ? <Help /> : <Menu />}</PageData>;
}

/** It asks who is signed in, so a customer keeps the site navigation here too. */
function Help() {
  useAuthState();
  return <HelpPage />;
}

function Menu() {
  const auth = useAuthState();
  const likelySignedIn = useLikelySignedIn(auth);
  const subscription = useSubscription(likelySignedIn);
  // The address's search read plainly: useSearchParams would add its code to the framework chunk every page loads.
  const { search } = useLocation();
  const weeks = (subscription.data?.upcoming ?? []).filter((week) => week.status === 'scheduled');
  const asked = Number(new URLSearchParams(search).get('week'));
  const week = weeks.find((entry) => entry.id === asked) ?? weeks[0];
  const loginPath = `${paths.login}?${new URLSearchParams({ next: paths.menu })}`;
  return (
    <>
      <Header />
      <main className="page" aria-busy={auth.status === 'loading' || undefined}>
        <Heading variant="H1">{MenuText.Title}</Heading>
        {auth.status === 'anonymous' ? (
          <Paragraph>
            <a href={loginPath}>{MenuText.LogIn}</a> {MenuText.logInLine}
          </Paragraph>
        ) : auth.status !== 'authenticated' || subscription.isPending ? (
          <Paragraph role="status">{MenuText.Loading}</Paragraph>
        ) : subscription.isError ? (
          <Paragraph role="alert">{MenuText.Failed}</Paragraph>
        ) : subscription.data === null ? (
          <>
            <Paragraph>{MenuText.NotSubscribed}</Paragraph>
            <LinkButton to={paths.plan}>{MenuText.SeePlan}</LinkButton>
          </>
        ) : week ? (
          <>
            <Paragraph variant="lead">{MenuText.Lead}</Paragraph>
            <WeekMenuView
              weeks={weeks}
              weekId={week.id}
              weekHref={(id) => `${paths.menu}?week=${id}`}
              pictureOrigin={publicEnv.apiOrigin}
            />
          </>
        ) : (
          <>
            <Paragraph>{MenuText.NoOpenWeek}</Paragraph>
            <LinkButton to={paths.account(publicEnv.brandSlug)}>{MenuText.BackToAccount}</LinkButton>
          </>
        )}
      </main>
    </>
  );
}
