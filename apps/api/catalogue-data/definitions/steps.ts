// Recipe steps for a pairing, written from its cooking method and the products in each role. Used only by the
// generator: the steps are stored in pairings.json like every other field.
import type { Method } from './pairings';

/** A product as the step writer sees it. */
export interface StepProduct {
  name: string;
  /** Raw or frozen: has to be cooked before eating. */
  needsCooking: boolean;
  isEgg: boolean;
  /** Served alongside (a side dish or soup) rather than used as a topping. */
  isSide: boolean;
}

export interface StepRoles {
  p: StepProduct[];
  b: StepProduct[];
  v: StepProduct[];
  s: StepProduct[];
  f: StepProduct[];
}

/** "the A, the B and the C", or undefined for an empty list. */
function the(products: readonly StepProduct[]): string | undefined {
  if (products.length === 0) return undefined;
  const names = products.map((product) => `the ${product.name}`);
  if (names.length === 1) return names[0];
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

type Line = string | false | undefined | null;

export function writeSteps(method: Method, roles: StepRoles, prepMinutes: number): string[] {
  const eggs = roles.p.filter((product) => product.isEgg);
  const proteins = roles.p.filter((product) => !product.isEgg);
  const cookable = proteins.filter((product) => product.needsCooking);
  const ready = proteins.filter((product) => !product.needsCooking);
  const sides = roles.f.filter((product) => product.isSide);
  const toppings = roles.f.filter((product) => !product.isSide);
  const p = the(proteins);
  const e = the(eggs);
  const b = the(roles.b);
  const v = the(roles.v);
  const s = the(roles.s);
  const f = the(toppings);
  const side = the(sides);
  const all = the([...roles.p, ...roles.b, ...roles.v]);
  const simmer = Math.max(5, Math.round((prepMinutes - 15) / 5) * 5);
  const serve = (what?: string): string =>
    `Serve${what ? ` ${what}` : ''}${f ? `${what ? ',' : ''} topped with ${f}` : ''}${side ? `, with ${side} on the side` : ''}.`;

  const lines: Record<Method, () => Line[]> = {
    'sheet-pan': () => [
      'Heat the oven to 425°F (220°C) and line a sheet pan.',
      v && `Toss ${v} with a little oil, salt and pepper and spread them out on the pan.`,
      p &&
        `${v ? 'Nestle in' : 'Lay out'} ${p}${s ? `, brushed with ${s},` : ''} and roast for 20–25 minutes, until cooked through and golden.`,
      !p && s && `Roast for 25 minutes, tossing everything with ${s} halfway through.`,
      b && `Meanwhile, prepare ${b} as the package says.`,
      serve(b ? `with ${b}` : undefined),
    ],
    'stir-fry': () => [
      b && `Cook ${b} as the package says.`,
      p && `Sear ${p} in a hot wok with a splash of oil for 4–5 minutes; set aside.`,
      e && `Scramble ${e} in the wok, then set aside.`,
      v && `Stir-fry ${v} for 3–4 minutes, until crisp-tender.`,
      `${p || e ? 'Return everything to the wok, add' : 'Add'} ${s ?? 'a splash of water'} and toss until hot and glossy.`,
      serve(
        b && !roles.b.some((base) => /rice|cauliflower/i.test(base.name)) ? `with ${b}` : b ? `over ${b}` : undefined,
      ),
    ],
    pasta: () => [
      b && `Boil ${b} in well-salted water until al dente; save a cup of the cooking water.`,
      p && `Meanwhile, cook ${p} in a large pan until browned and cooked through.`,
      v && `Add ${v} and cook until tender.`,
      e &&
        `Whisk ${e} and stir them through the hot drained pasta off the heat, so they turn silky rather than scrambled.`,
      s && `Stir in ${s}, loosening with a splash of the pasta water.`,
      `Toss everything together${f ? ` and finish with ${f}` : ''}.`,
    ],
    'one-pot': () => [
      'Warm a little oil in a large pot over medium heat.',
      p && `Add ${p} and cook for 5 minutes, stirring now and then.`,
      v && `Add ${v} and cook until softened, about 5 minutes.`,
      s && `Stir in ${s}, bring to a simmer and cook for ${simmer} minutes.`,
      e && `Make small wells in the sauce, crack in ${e}, cover and cook until the whites are set.`,
      b && `Meanwhile, prepare ${b}.`,
      serve(b ? `with ${b}` : undefined),
    ],
    'slow-cooker': () => [
      `Put ${the([...proteins, ...roles.v])} in the slow cooker and season well.`,
      `${s ? `Add ${s}, cover` : 'Cover'} and cook on low for 6–8 hours, until tender.`,
      'Shred or stir, then taste for salt.',
      serve(b ? `with ${b}` : undefined),
    ],
    grill: () => [
      'Heat a grill or grill pan to medium-high.',
      p &&
        `${s ? `Coat ${p} with ${s}, then grill` : `Season ${p} and grill`} for 4–6 minutes per side; rest for 5 minutes.`,
      v && `Grill ${v}${p ? ' alongside' : ''} until lightly charred${!p && s ? `, then drizzle with ${s}` : ''}.`,
      b && `Prepare ${b}.`,
      serve(b ? `with ${b}` : undefined),
    ],
    pan: () => [
      b && `Prepare ${b} as the package says.`,
      cookable.length > 0 &&
        (e && roles.b.some((base) => /panko|bread/i.test(base.name))
          ? `Dip ${the(cookable)} in beaten ${e}, coat in ${b}, and pan-fry until golden and cooked through.`
          : `Season ${the(cookable)} and sear in a hot pan with a little oil until golden and cooked through.`),
      e && !roles.b.some((base) => /panko|bread/i.test(base.name)) && `Fry ${e} in the same pan.`,
      ready.length > 0 && `Add ${the(ready)}.`,
      v && `In the same pan, cook ${v} until tender.`,
      s && `Add ${s} and spoon it over.`,
      serve(b && !/panko|bread/i.test(b) ? `with ${b}` : undefined),
    ],
    tacos: () => [
      cookable.length > 0 && `Cook ${the(cookable)} in a hot pan until browned and cooked through; shred or slice.`,
      e && `Scramble ${e}.`,
      ready.length > 0 && `Warm ${the(ready)}.`,
      b && `Warm ${b}${/romaine/i.test(b) ? '' : ' in a dry pan'}.`,
      v && `Slice ${v}.`,
      `Fill ${b ?? 'the tortillas'} and top with ${the([...roles.s, ...roles.f]) ?? 'your favourite salsa'}.`,
    ],
    bowl: () => [
      b && `Prepare ${b}.`,
      cookable.length > 0 && `Cook ${the(cookable)} in a hot pan until done, then slice or cube.`,
      e && `Fry ${e} until the whites are set.`,
      v && `Slice ${v}.`,
      `Build bowls with ${all}${s ? `, dress with ${s}` : ''}${f ? ` and top with ${f}` : ''}.`,
    ],
    salad: () => [
      b && `Prepare ${b}.`,
      cookable.length > 0 && `Cook ${the(cookable)} until done, then slice.`,
      e && `Boil ${e} for 8 minutes, cool and halve.`,
      v && `Toss ${v} in a large bowl.`,
      (ready.length > 0 || cookable.length > 0 || e) && `Add ${the(roles.p)}${b ? ` and ${b}` : ''}.`,
      f && `Scatter over ${f}.`,
      s && `Dress with ${s} just before serving.`,
    ],
    burger: () => [
      p && `Season ${p} and cook on a hot grill or pan for 4–5 minutes per side.`,
      b && `Toast ${b}.`,
      `Build the burgers with ${the([...roles.v, ...roles.s, ...toppings]) ?? 'your favourite toppings'}.`,
      side && `Serve with ${side}.`,
    ],
    sandwich: () => [
      cookable.length > 0 && `Cook ${the(cookable)} until golden and cooked through.`,
      e && `Fry ${e}.`,
      b && `Toast ${b}.`,
      s && `Spread with ${s}.`,
      `Layer on ${the([...roles.p, ...roles.v, ...toppings])} and close the sandwiches.`,
      side && `Heat ${side} and serve alongside.`,
    ],
    eggs: () => [
      'Warm a little oil or butter in a non-stick pan over medium heat.',
      v && `Cook ${v} for 2–3 minutes.`,
      p && `Add ${p} and cook for 3–4 minutes${/tofu/i.test(p) ? ', crumbling it as it cooks' : ''}.`,
      e && `Add ${e} and cook gently until just set.`,
      s && `Season with ${s}.`,
      b && `Warm ${b}.`,
      serve(b ? `with ${b}` : undefined),
    ],
    oats: () => [
      prepMinutes <= 5
        ? `Stir together ${b} and ${p} in jars, cover and refrigerate overnight.`
        : `Simmer ${b} with ${p} and a pinch of salt, stirring, for ${Math.max(5, prepMinutes - 5)} minutes.`,
      `Top with ${the([...roles.v, ...roles.f, ...roles.s])}.`,
    ],
    layer: () => [
      cookable.length > 0 && `Warm ${the(cookable)} as the package says.`,
      `Divide ${the([...roles.b, ...roles.p, ...roles.v]) ?? f} between bowls or glasses.`,
      `Add ${the([...roles.s, ...(roles.b.length + roles.p.length + roles.v.length > 0 ? roles.f : [])]) ?? 'the toppings'} and serve straight away.`,
    ],
    blend: () => [
      `Blend ${the([...roles.b, ...roles.v, ...roles.p])} until thick and smooth.`,
      s && `Blend in ${s}.`,
      `Spoon into bowls${f ? ` and top with ${f}` : ''}.`,
    ],
    pancakes: () => [
      `Whisk ${b} with ${p ?? 'water'} into a smooth batter; rest it for 5 minutes.`,
      'Cook ladlefuls on a lightly oiled griddle over medium heat, about 2 minutes per side.',
      `Serve with ${the([...roles.v, ...roles.s])}.`,
    ],
    board: () => [
      cookable.length > 0 && `Cook ${the(cookable)} as the package says.`,
      v && `Slice ${v}.`,
      `Arrange ${the([...roles.p, ...roles.b, ...roles.v, ...roles.s, ...roles.f])} on a board or plate and serve.`,
    ],
    'air-fryer': () => [
      'Heat the air fryer to 400°F (200°C).',
      p && (e && b ? `Dip ${p} in beaten ${e}, then coat in ${b}.` : `Toss ${p} with ${s ?? 'a little oil and salt'}.`),
      p && 'Air-fry for 12–15 minutes, turning once, until crisp and cooked through.',
      v && `Air-fry ${v} for 8–10 minutes, shaking halfway.`,
      b && !e && `Prepare ${b}.`,
      side && `Air-fry ${side} as the package says.`,
      `Serve${f ? ` with ${f}` : ''}${e ? '' : s && !p ? ` with ${s}` : b ? ` over ${b}` : ''}.`,
    ],
    toast: () => [
      `Toast ${b}.`,
      e && `Poach ${e} in gently simmering water for 3 minutes.`,
      v && `Slice or mash ${v} and spread on the toast.`,
      p && `Spread with ${p}.`,
      e && 'Top with the eggs.',
      s && `Finish with ${s}.`,
    ],
    flatbread: () => [
      'Heat the oven to 450°F (230°C).',
      cookable.length > 0 && `Cook ${the(cookable)} and slice it.`,
      `Spread ${s ?? 'a little olive oil'} over ${b}.`,
      `Top with ${the([...roles.p, ...roles.v])} and bake for 8–10 minutes, until bubbling.`,
      f && `Finish with ${f}.`,
    ],
    bake: () => [
      'Heat the oven to 400°F (200°C).',
      b && `Prepare ${b} as the package says.`,
      cookable.length > 0 && `Cook ${the(cookable)} in a large pan until cooked through.`,
      v && `Cook ${v} until just tender.`,
      e && `Whisk ${e} with a pinch of salt.`,
      `Combine everything${ready.length > 0 ? ` with ${the(ready)}` : ''}${s ? ` and ${s}` : ''}${e ? ', pouring over the eggs,' : ''} in a baking dish and bake for ${Math.max(15, prepMinutes - 20)} minutes, until golden.`,
      serve(),
    ],
  };
  return lines[method]()
    .filter((line): line is string => typeof line === 'string' && line.length > 0)
    .map((line) => line.charAt(0).toUpperCase() + line.slice(1));
}
