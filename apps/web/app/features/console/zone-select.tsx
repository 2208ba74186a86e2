// A delivery zone chosen from the store's zones (GET /api/admin/zones/), never typed: "Every zone" first, then each
// zone by its name and code, a disabled one said so. While the list loads, only "Every zone" is offered.
import { useQuery } from '@tanstack/react-query';
import { Select } from '../../ui/select';
import { fetchZones, zonesKey } from './zones-api';

export const EVERY_ZONE = 'every';

export function ZoneSelect({
  value,
  onChange,
  errorMessage,
}: {
  /** A zone's code, or EVERY_ZONE. */
  value: string;
  onChange: (code: string) => void;
  errorMessage?: string | null;
}) {
  const zones = useQuery({ queryKey: zonesKey, queryFn: fetchZones, staleTime: 5 * 60_000 });
  const items = [
    { key: EVERY_ZONE, textValue: 'Every zone' },
    ...(zones.data?.results ?? []).map((zone) => ({
      key: zone.code,
      textValue: `${zone.name} (${zone.code})${zone.active ? '' : ', disabled'}`,
    })),
  ];
  // A zone from the address that the list does not have (yet) is kept as it is, so the choice shows.
  if (value !== EVERY_ZONE && !items.some((item) => item.key === value)) items.push({ key: value, textValue: value });
  return (
    <Select
      label="Zone"
      items={items}
      value={value}
      onChange={(key) => onChange(key ?? EVERY_ZONE)}
      errorMessage={errorMessage ?? (zones.isError ? 'The zones could not be read: every zone is searched.' : null)}
    />
  );
}
