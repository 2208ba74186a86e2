// A screen opened directly although an earlier answer rules its question out: it says why and offers nothing.
import { Paragraph } from '../../../../ui/paragraph';

export function NothingToAsk({ reason }: { reason: string }) {
  return <Paragraph>{reason}</Paragraph>;
}
