// Where the quiz reports problems that do not stop it (spec §8: a failed fetch during the save is logged).
// The console for now; the telemetry feature's logger can take over without changing the callers.
export function logQuizProblem(message: string, error: unknown): void {
  console.warn(message, error);
}
