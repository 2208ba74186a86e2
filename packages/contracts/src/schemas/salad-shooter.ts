// The salad shooter (issue 40; docs/decisions/221-salad-shooter.md):
//   GET    /api/v2/subscription/weeks/:id/salad-shooter/  → SaladShooterOffer
//   POST   /api/v2/subscription/weeks/:id/salad-shooter/  SaladShooterPick → Order (one unit added, source recorded)
//   DELETE /api/v2/subscription/weeks/:id/salad-shooter/  SaladShooterPick → Order (the unit the strip added removed)
import { z } from 'zod';
import { SALAD_SHOOTER_KINDS } from '../values/salad-shooter';
import { ContentType } from './catalogue';
import { RowId } from './ids';

export const SaladShooterParams = z.object({ id: z.coerce.number().pipe(RowId) });

export const SaladShooterItem = z.object({
  type: ContentType,
  id: RowId,
  name: z.string(),
  picture: z.string(),
  unit_price_cents: z.number().int(),
  volume: z.number().int(),
  cold: z.boolean(),
  kind: z.enum(SALAD_SHOOTER_KINDS),
  /** Why it is offered, in words ("Salad · you like this kind"). */
  reason: z.string(),
});
export type SaladShooterItem = z.infer<typeof SaladShooterItem>;

export const SaladShooterOffer = z.object({ items: z.array(SaladShooterItem) });
export type SaladShooterOffer = z.infer<typeof SaladShooterOffer>;

export const SaladShooterPick = z.strictObject({ type: ContentType, id: RowId });
export type SaladShooterPick = z.input<typeof SaladShooterPick>;
