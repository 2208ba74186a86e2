// An item's picture beside its name in a list (a box's lines, a menu, the plan, the home page's row): square, a
// decoration (the name beside it says what it is, so its text alternative is empty), loaded when it comes near.
export function ItemPicture({ src, size, className }: { src: string; size: number; className?: string }) {
  return <img className={className} src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
