// Why a console query failed, in the server's words (api.ts problemText), as an alert; nothing while it has not.
import { problemText } from './api';

export function QueryProblem({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null;
  return (
    <p role="alert" className="console__problem">
      {problemText(error)}
    </p>
  );
}
