// The pager of a console table drawn by hand (DataTable has its own): "Previous page" and "Next page", each disabled
// where there is no such page.
import { Button } from '../../ui/button';

export function PageButtons({ onPrevious, onNext }: { onPrevious?: () => void; onNext?: () => void }) {
  return (
    <div className="ui-data-table__pager">
      <Button size="small" prominence="secondary" isDisabled={!onPrevious} onClick={onPrevious}>
        Previous page
      </Button>
      <Button size="small" prominence="secondary" isDisabled={!onNext} onClick={onNext}>
        Next page
      </Button>
    </div>
  );
}
