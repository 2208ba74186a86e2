// How full a week's box is (docs/decisions/191-box-capacity.md): two bars, the box's units and its cold units
// against `customize.volume_limit` and `customize.cold_volume_limit`, from the server's `box_space` after each change.
import type { BoxSpace } from '@larder/contracts/schemas/checkout';
import { boxSpaceText, roomLeft } from '@larder/contracts/values/box-capacity';
import { ProgressBar } from '../../../ui/progress-bar';
import { BoxText } from '../model/texts';

export function BoxSpaceGauge({ space }: { space: BoxSpace }) {
  const room = roomLeft(space);
  return (
    <section className="box-space" aria-label={BoxText.SpaceHeading}>
      <ProgressBar
        label={BoxText.SpaceUnits}
        showLabel
        value={space.volume}
        maxValue={Math.max(1, space.volume_limit)}
        valueText={BoxText.spaceOf(space.volume, space.volume_limit)}
      />
      <ProgressBar
        label={BoxText.SpaceCold}
        showLabel
        value={space.cold}
        maxValue={Math.max(1, space.cold_volume_limit)}
        valueText={BoxText.spaceOf(space.cold, space.cold_volume_limit)}
      />
      <p className="box-space__text" aria-live="polite">
        {boxSpaceText(space)} {room.volume === 0 ? BoxText.SpaceFull : ''}
      </p>
    </section>
  );
}
