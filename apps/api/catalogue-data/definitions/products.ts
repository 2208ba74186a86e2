// biome-ignore-all format: one entry per line reads as a table
// The products of the seeded catalogue, one line each: name, description, picture (Twemoji code points), price in
// dollars, servings per package, occasions (B breakfast, L lunch, D dinner, S snack, W sweet), dish type slug,
// nutrition profile (or exact nutrition), ingredients (keys of ingredients.ts) and tag slugs (cuisine, flavor,
// food quality, food format, ready-made). Protein, polarizing and macro-nutrient tags are derived, not listed.
// Append new products at the end of a section; ids are kept by slug across regenerations.

/** Nutrition per serving: kcal, protein g, carbs g, sugar g, sodium mg, fibre g. */
export type NutritionTuple = readonly [number, number, number, number, number, number];

/** Typical nutrition per serving by kind of product; the generator varies each product a little around it. */
export const PROFILES = {
  poultry: [165, 31, 0, 0, 75, 0],
  'poultry-dark': [210, 26, 0, 0, 95, 0],
  'red-meat': [250, 26, 0, 0, 70, 0],
  'ground-meat': [260, 24, 0, 0, 80, 0],
  pork: [220, 27, 0, 0, 65, 0],
  cured: [140, 9, 1, 0, 520, 0],
  sausage: [270, 14, 2, 1, 700, 0],
  'fatty-fish': [230, 25, 0, 0, 60, 0],
  'white-fish': [120, 26, 0, 0, 80, 0],
  shellfish: [100, 20, 1, 0, 480, 0],
  'canned-fish': [120, 26, 0, 0, 300, 0],
  'smoked-fish': [120, 18, 0, 0, 800, 0],
  tofu: [150, 16, 4, 1, 15, 2],
  tempeh: [190, 20, 9, 1, 10, 6],
  seitan: [160, 28, 8, 1, 400, 1],
  legume: [210, 12, 35, 5, 350, 10],
  'dry-legume': [230, 18, 40, 2, 5, 16],
  'plant-meat': [240, 20, 8, 2, 380, 4],
  leafy: [25, 3, 4, 1, 40, 2],
  veg: [40, 2, 8, 4, 30, 3],
  'starchy-veg': [110, 2, 26, 5, 50, 4],
  fruit: [90, 1, 23, 15, 2, 3],
  berries: [60, 1, 15, 10, 1, 4],
  herb: [5, 0, 1, 0, 5, 0],
  allium: [40, 1, 9, 4, 4, 2],
  pasta: [200, 7, 42, 2, 5, 2],
  'whole-pasta': [180, 8, 37, 2, 5, 6],
  rice: [205, 4, 45, 0, 5, 1],
  'whole-grain': [220, 8, 40, 1, 10, 6],
  noodles: [210, 6, 44, 1, 300, 2],
  bread: [160, 6, 30, 3, 320, 2],
  'whole-bread': [140, 7, 24, 3, 260, 4],
  tortilla: [140, 4, 24, 1, 300, 1],
  'sauce-tomato': [70, 2, 10, 6, 450, 2],
  'sauce-creamy': [120, 2, 6, 3, 450, 0],
  paste: [30, 1, 4, 2, 450, 1],
  condiment: [15, 1, 2, 1, 900, 0],
  dressing: [120, 0, 3, 2, 280, 0],
  oil: [120, 0, 0, 0, 0, 0],
  cheese: [110, 7, 1, 0, 180, 0],
  milk: [120, 8, 12, 12, 105, 0],
  yogurt: [130, 15, 8, 6, 60, 0],
  eggs: [140, 12, 1, 0, 140, 0],
  butter: [100, 0, 0, 0, 90, 0],
  granola: [220, 5, 30, 10, 60, 4],
  oats: [150, 5, 27, 1, 0, 4],
  cereal: [130, 3, 27, 6, 180, 3],
  bakery: [300, 6, 34, 8, 330, 2],
  pancake: [200, 5, 35, 8, 400, 1],
  smoothie: [180, 4, 38, 28, 30, 5],
  nuts: [170, 6, 6, 1, 0, 3],
  'nut-butter': [190, 7, 7, 3, 140, 3],
  chips: [150, 2, 18, 1, 170, 1],
  popcorn: [110, 3, 18, 0, 150, 4],
  crackers: [130, 3, 20, 1, 220, 1],
  bar: [210, 12, 22, 10, 150, 4],
  jerky: [80, 11, 5, 4, 450, 0],
  dip: [70, 2, 5, 1, 150, 2],
  'fruit-snack': [70, 1, 17, 13, 5, 2],
  chocolate: [170, 2, 13, 7, 10, 3],
  cookie: [160, 2, 22, 12, 110, 1],
  cake: [350, 4, 45, 30, 280, 1],
  'frozen-dessert': [210, 4, 24, 20, 60, 0],
  sorbet: [120, 0, 30, 26, 10, 1],
  drink: [5, 0, 1, 0, 5, 0],
  juice: [110, 2, 26, 22, 0, 0],
  'ready-meal': [480, 26, 52, 8, 820, 6],
  'ready-veg-meal': [420, 16, 58, 8, 700, 10],
  soup: [180, 8, 24, 6, 690, 5],
  'salad-meal': [380, 18, 24, 6, 600, 6],
  sandwich: [420, 22, 44, 6, 900, 4],
  pizza: [300, 12, 35, 4, 650, 2],
  dumplings: [250, 10, 30, 2, 550, 2],
  side: [160, 3, 22, 4, 300, 3],
} as const satisfies Record<string, NutritionTuple>;
export type Profile = keyof typeof PROFILES;

export interface ProductDefinition {
  name: string;
  description: string;
  picture: string;
  priceDollars: number;
  servings: number;
  occasions: string;
  dishType: string;
  nutrition: Profile | NutritionTuple;
  ingredients: string[];
  tags: string[];
}

export const PRODUCT_DEFINITIONS: ProductDefinition[] = [];

function p(
  name: string,
  description: string,
  picture: string,
  priceDollars: number,
  servings: number,
  occasions: string,
  dishType: string,
  nutrition: Profile | NutritionTuple,
  ingredients: string,
  tags = '',
): void {
  PRODUCT_DEFINITIONS.push({
    name,
    description,
    picture,
    priceDollars,
    servings,
    occasions,
    dishType,
    nutrition,
    ingredients: ingredients.split(',').map((entry) => entry.trim()),
    tags: tags.split(' ').filter(Boolean),
  });
}

const FP = 'fresh-protein';

// Meat and poultry.
p('Organic Chicken Breasts', 'Boneless, skinless and air-chilled.', '1f357', 9.99, 4, 'LD', FP, 'poultry', 'chicken', 'organic free-range savory');
p('Chicken Thighs', 'Boneless thighs that stay juicy on the grill.', '1f357', 7.49, 4, 'LD', FP, 'poultry-dark', 'chicken', 'savory');
p('Chicken Drumsticks', 'Free-range drumsticks for roasting or the air fryer.', '1f357', 5.99, 4, 'LD', FP, 'poultry-dark', 'chicken', 'free-range air-fryer');
p('Whole Roasting Chicken', 'A pasture-raised bird of about 4 lb.', '1f357', 14.99, 6, 'D', FP, 'poultry', 'chicken', 'free-range locally-grown');
p('Ground Turkey', '93% lean, for burgers, chili and meatballs.', '1f983', 6.99, 4, 'LD', FP, 'poultry', 'turkey');
p('Turkey Breast Cutlets', 'Thin-sliced for quick pan-searing.', '1f983', 8.49, 4, 'LD', FP, 'poultry', 'turkey');
p('Duck Breasts', 'Two Moulard breasts with the fat cap on.', '1f986', 16.99, 2, 'D', FP, 'poultry-dark', 'duck', 'french');
p('Grass-Fed Sirloin Steaks', 'Two 8 oz steaks, dry-aged for 21 days.', '1f969', 18.99, 2, 'D', FP, 'red-meat', 'beef', 'grass-fed');
p('Grass-Fed Ground Beef', '85% lean, from pasture-raised cattle.', '1f969', 8.99, 4, 'LD', FP, 'ground-meat', 'beef', 'grass-fed');
p('Flank Steak', 'Lean and full of flavor; slice it against the grain.', '1f969', 13.99, 4, 'LD', FP, 'red-meat', 'beef');
p('Beef Stew Meat', 'Chuck cubes for long, slow braises.', '1f969', 10.99, 4, 'D', FP, 'red-meat', 'beef', 'slow-cooker');
p('Pork Tenderloin', 'A lean, tender cut that roasts in 25 minutes.', '1f356', 9.49, 4, 'D', FP, 'pork', 'pork');
p('Bone-In Pork Chops', 'Thick-cut chops from heritage pigs.', '1f356', 10.99, 4, 'D', FP, 'pork', 'pork', 'locally-grown');
p('Pork Shoulder', 'For pulled pork and carnitas.', '1f356', 12.99, 8, 'LD', FP, 'pork', 'pork', 'slow-cooker');
p('Thick-Cut Bacon', 'Applewood-smoked and thick-cut.', '1f953', 7.99, 6, 'BLD', FP, 'cured', 'bacon, salt', 'smoky');
p('Italian Pork Sausages', 'Sweet sausages with fennel and garlic.', '1f32d', 7.49, 4, 'LD', FP, 'sausage', 'pork, fennel, garlic, salt', 'italian');
p('Spanish Chorizo', 'Cured and smoked with paprika.', '1f32d', 8.99, 6, 'LD', FP, 'sausage', 'chorizo, paprika, salt', 'spanish smoky spicy');
p('Sliced Ham', 'Slow-roasted and thinly sliced.', '1f356', 5.99, 6, 'BL', FP, 'cured', 'ham, salt', 'no-cook');
p('Lamb Loin Chops', 'New Zealand lamb, grass-fed.', '1f356', 17.99, 4, 'D', FP, 'red-meat', 'lamb', 'grass-fed');
p('Ground Lamb', 'For kofta, burgers and shepherd’s pie.', '1f356', 9.99, 4, 'LD', FP, 'ground-meat', 'lamb', 'middle-eastern');
p('Bison Burger Patties', 'Four lean quarter-pound patties.', '1f354', 12.99, 4, 'LD', FP, 'ground-meat', 'bison', 'grass-fed');
p('Chicken Sausages with Spinach and Feta', 'Lean chicken sausages, fully cooked.', '1f32d', 6.99, 4, 'LD', FP, 'sausage', 'chicken, spinach, feta, garlic, onion, salt', 'mediterranean');
p('Marinated Chicken Souvlaki Skewers', 'Lemon, oregano and garlic, ready for the grill.', '1f362', 9.99, 4, 'LD', FP, 'poultry', 'chicken, lemon, garlic, oregano, olive oil', 'mediterranean pre-prepped zesty');
p('Marinated Bulgogi Beef', 'Thin-sliced ribeye in a soy and pear marinade.', '1f969', 14.99, 4, 'LD', FP, 'red-meat', 'beef, soy sauce, pear, garlic, scallion, sesame oil', 'korean pre-prepped sweet umami');
p('Turkey Meatballs', 'Baked with herbs and parmesan.', '1f9c6', 8.49, 4, 'LD', FP, 'poultry', 'turkey, breadcrumbs, egg, parmesan, garlic, onion', 'italian');
p('Sliced Roast Turkey', 'Oven-roasted breast, sliced for sandwiches.', '1f983', 6.49, 6, 'BL', FP, [60, 12, 1, 1, 420, 0], 'turkey, salt', 'no-cook');

// Fish and seafood.
p('Wild Sockeye Salmon Fillets', 'Line-caught in Alaska.', '1f363', 15.99, 2, 'LD', FP, 'fatty-fish', 'salmon', 'wild-caught');
p('Atlantic Salmon Side', 'Skin-on and pin-boned.', '1f363', 19.99, 4, 'LD', FP, 'fatty-fish', 'salmon');
p('Smoked Salmon', 'Cold-smoked and thinly sliced.', '1f363', 9.99, 4, 'BLS', FP, 'smoked-fish', 'smoked salmon, salt', 'smoky no-cook');
p('Cod Fillets', 'Wild Atlantic cod, skinless.', '1f41f', 12.99, 2, 'LD', FP, 'white-fish', 'cod', 'wild-caught');
p('Halibut Fillets', 'Thick, sweet and flaky.', '1f41f', 21.99, 2, 'D', FP, 'white-fish', 'halibut', 'wild-caught');
p('Tilapia Fillets', 'Mild and quick-cooking.', '1f41f', 7.99, 4, 'LD', FP, 'white-fish', 'tilapia');
p('Ahi Tuna Steaks', 'Sushi-grade yellowfin.', '1f41f', 17.99, 2, 'LD', FP, [130, 28, 0, 0, 50, 0], 'tuna');
p('Canned Albacore Tuna', 'Packed in spring water.', '1f96b', 3.49, 2, 'LS', FP, 'canned-fish', 'tuna, salt', 'no-cook');
p('Wild Shrimp', 'Gulf shrimp, peeled and deveined.', '1f990', 13.99, 4, 'LD', FP, 'shellfish', 'shrimp', 'wild-caught');
p('Sea Scallops', 'Large, dry-packed scallops.', '1f41a', 22.99, 2, 'D', FP, 'shellfish', 'scallops');
p('PEI Mussels', 'Two pounds of live, rope-grown mussels.', '1f9aa', 9.99, 2, 'D', FP, 'shellfish', 'mussels');
p('Lump Crab Meat', 'Pasteurised blue crab, picked by hand.', '1f980', 18.99, 4, 'LD', FP, 'shellfish', 'crab', 'no-cook');
p('Sardines in Olive Oil', 'Boneless Portuguese sardines.', '1f96b', 3.99, 2, 'LS', FP, 'canned-fish', 'sardines, olive oil, salt', 'no-cook');
p('Anchovy Fillets', 'Packed in olive oil; melt them into sauces.', '1f41f', 4.99, 8, 'LD', 'pantry', 'condiment', 'anchovies, olive oil, salt', 'umami');
p('Miso-Marinated Black Cod', 'Ready for a hot oven.', '1f41f', 19.99, 2, 'D', FP, 'fatty-fish', 'cod, miso, mirin, sugar', 'japanese pre-prepped umami sweet');
p('Cajun Shrimp Skewers', 'Seasoned and skewered.', '1f362', 12.99, 4, 'LD', FP, 'shellfish', 'shrimp, cajun spice, garlic, onion', 'american spicy pre-prepped');
p('Wild Salmon Burgers', 'Salmon patties with dill.', '1f354', 10.99, 4, 'LD', FP, 'fatty-fish', 'salmon, breadcrumbs, egg, dill, onion', 'wild-caught');

// Plant proteins.
p('Organic Firm Tofu', 'Pressed and ready to cube.', '1f371', 2.99, 4, 'BLD', FP, 'tofu', 'tofu', 'organic non-gmo');
p('Silken Tofu', 'For soups, smoothies and dressings.', '1f371', 2.49, 4, 'BLD', FP, [80, 8, 3, 1, 10, 0], 'silken tofu', 'non-gmo');
p('Smoked Tofu', 'Beechwood-smoked and firm.', '1f371', 3.99, 4, 'LD', FP, 'tofu', 'tofu, salt', 'smoky');
p('Organic Tempeh', 'Fermented whole soybeans.', '1f371', 3.49, 4, 'LD', FP, 'tempeh', 'tempeh', 'organic');
p('Seitan Strips', 'Wheat protein, lightly seasoned.', '1f96f', 4.99, 4, 'LD', FP, 'seitan', 'seitan, soy sauce');
p('Organic Chickpeas', 'Canned and low in sodium.', '1fad8', 1.79, 3, 'LD', 'pantry', [210, 12, 35, 6, 120, 10], 'chickpeas, salt', 'organic');
p('Black Beans', 'Canned, tender and creamy.', '1fad8', 1.49, 3, 'LD', 'pantry', 'legume', 'black beans, salt');
p('Red Lentils', 'Split lentils that cook in 15 minutes.', '1fad8', 3.29, 8, 'LD', 'pantry', 'dry-legume', 'lentils');
p('French Green Lentils', 'Small lentils that hold their shape.', '1fad8', 3.99, 8, 'LD', 'pantry', 'dry-legume', 'lentils', 'french');
p('Shelled Edamame', 'Frozen green soybeans.', '1fadb', 3.49, 4, 'LD', FP, [120, 11, 9, 2, 5, 5], 'edamame', 'frozen');
p('Young Jackfruit', 'Shreds like pulled pork.', '1f96b', 3.99, 2, 'LD', FP, [60, 1, 13, 2, 60, 4], 'jackfruit, salt');
p('Plant-Based Mince', 'Soy and pea protein mince.', '1f331', 5.99, 4, 'LD', FP, 'plant-meat', 'soy mince, pea protein, sunflower oil, salt');
p('Plant-Based Burgers', 'Pea protein patties, grill-ready.', '1f354', 6.99, 4, 'LD', FP, 'plant-meat', 'plant-based protein, pea protein, sunflower oil, potato starch, salt');
p('Plant-Based Italian Sausages', 'Pea protein with fennel and garlic.', '1f32d', 6.49, 4, 'LD', FP, 'plant-meat', 'plant-based protein, fennel, garlic, sunflower oil, salt', 'italian');
p('Baked Falafel', 'Chickpeas, herbs and cilantro, baked not fried.', '1f9c6', 5.99, 4, 'LD', FP, [250, 9, 28, 2, 420, 6], 'chickpeas, chickpea flour, cilantro, parsley, garlic, onion, cumin', 'middle-eastern herby');
p('Teriyaki Tofu', 'Pressed tofu in teriyaki marinade.', '1f371', 4.49, 4, 'LD', FP, 'tofu', 'tofu, teriyaki sauce', 'japanese pre-prepped sweet');
p('Cannellini Beans', 'Creamy Italian white beans.', '1fad8', 1.79, 3, 'LD', 'pantry', 'legume', 'white beans, salt', 'italian');

// Produce.
p('Broccoli Crowns', 'Tight green crowns.', '1f966', 2.99, 4, 'LD', 'produce', 'veg', 'broccoli', 'locally-grown');
p('Organic Baby Spinach', 'Triple-washed and ready to eat.', '1f96c', 3.99, 4, 'BLD', 'produce', 'leafy', 'spinach', 'organic pre-prepped');
p('Lacinato Kale', 'Tender, dark Tuscan kale.', '1f96c', 2.99, 4, 'LD', 'produce', 'leafy', 'kale', 'locally-grown');
p('Sweet Potatoes', 'Orange-fleshed and naturally sweet.', '1f360', 3.49, 4, 'BLD', 'produce', 'starchy-veg', 'sweet potato');
p('Rainbow Bell Peppers', 'Red, yellow and orange.', '1fad1', 3.99, 3, 'BLD', 'produce', 'veg', 'bell pepper');
p('Cherry Tomatoes', 'Sweet tomatoes on the vine.', '1f345', 3.99, 4, 'BLDS', 'produce', 'veg', 'cherry tomato', 'locally-grown');
p('Zucchini', 'Firm, glossy summer squash.', '1f952', 2.49, 3, 'LD', 'produce', 'veg', 'zucchini');
p('Organic Carrots', 'Crunchy and sweet.', '1f955', 1.99, 6, 'LDS', 'produce', 'veg', 'carrot', 'organic');
p('Cauliflower', 'A whole head, for roasting or ricing.', '1f966', 3.49, 4, 'LD', 'produce', 'veg', 'cauliflower');
p('Cremini Mushrooms', 'Baby bellas with a deep flavor.', '1f344', 3.49, 4, 'BLD', 'produce', 'veg', 'mushroom', 'earthy');
p('Shiitake Mushrooms', 'Meaty caps full of umami.', '1f344', 4.99, 3, 'LD', 'produce', 'veg', 'shiitake', 'umami');
p('Italian Eggplant', 'Glossy and firm.', '1f346', 2.49, 3, 'LD', 'produce', 'veg', 'eggplant');
p('Golden Beets', 'Sweet, earthy and mild.', '1f7e1', 3.49, 4, 'LD', 'produce', 'starchy-veg', 'beets', 'earthy');
p('Brussels Sprouts', 'Trimmed and ready to roast.', '1f96c', 3.99, 4, 'LD', 'produce', 'veg', 'brussels sprouts', 'pre-prepped');
p('Fennel Bulbs', 'Crisp, with a hint of anise.', '1f33f', 2.99, 3, 'LD', 'produce', 'veg', 'fennel');
p('Hass Avocados', 'Ripe and ready to eat.', '1f951', 4.99, 4, 'BLDS', 'produce', [160, 2, 9, 1, 7, 7], 'avocado');
p('Cilantro Bunch', 'Fresh, fragrant leaves.', '1f33f', 0.99, 8, 'LD', 'produce', 'herb', 'cilantro', 'herby');
p('Basil', 'A living basil plant.', '1f33f', 2.49, 8, 'LD', 'produce', 'herb', 'basil', 'herby');
p('Jalapeño Peppers', 'Bright green heat.', '1f336', 1.49, 6, 'LD', 'produce', 'herb', 'jalapeño', 'spicy');
p('Lemons', 'Juicy Meyer lemons.', '1f34b', 2.99, 4, 'LD', 'produce', 'herb', 'lemon', 'zesty');
p('Limes', 'Persian limes.', '1f34b', 1.99, 4, 'LD', 'produce', 'herb', 'lime', 'zesty');
p('Bananas', 'Fair-trade bananas.', '1f34c', 1.49, 6, 'BS', 'produce', 'fruit', 'banana', 'sweet');
p('Honeycrisp Apples', 'Crisp and sweet, from a nearby orchard.', '1f34e', 4.99, 6, 'BS', 'produce', 'fruit', 'apple', 'locally-grown sweet');
p('Organic Blueberries', 'Plump wild-type berries.', '1fad0', 5.99, 4, 'BSW', 'produce', 'berries', 'blueberries', 'organic sweet');
p('Strawberries', 'Sweet and red all the way through.', '1f353', 4.49, 4, 'BSW', 'produce', 'berries', 'strawberries', 'sweet');
p('Ataulfo Mangoes', 'Buttery honey mangoes.', '1f96d', 3.99, 3, 'BSW', 'produce', 'fruit', 'mango', 'sweet');
p('Yellow Onions', 'A kitchen staple.', '1f9c5', 1.99, 6, 'LD', 'produce', 'allium', 'onion');
p('Garlic Bulbs', 'Three heads of hard-neck garlic.', '1f9c4', 1.49, 10, 'LD', 'produce', 'herb', 'garlic');
p('Scallions', 'Green onions.', '1f9c5', 1.29, 6, 'LD', 'produce', 'herb', 'scallion');
p('Fresh Ginger', 'Fragrant ginger root.', '1fada', 1.49, 10, 'LD', 'produce', 'herb', 'ginger');
p('Yukon Gold Potatoes', 'Buttery, all-purpose potatoes.', '1f954', 3.99, 6, 'BLD', 'produce', 'starchy-veg', 'potato', 'locally-grown');
p('Butternut Squash Cubes', 'Peeled and cubed.', '1f360', 3.99, 4, 'LD', 'produce', 'starchy-veg', 'butternut squash', 'pre-prepped');
p('Asparagus', 'Tender spring spears.', '1f96c', 4.99, 4, 'LD', 'produce', 'veg', 'asparagus', 'locally-grown');
p('Green Beans', 'Trimmed and ready to cook.', '1fadb', 2.99, 4, 'LD', 'produce', 'veg', 'green beans', 'pre-prepped');
p('English Cucumbers', 'Seedless and thin-skinned.', '1f952', 1.99, 4, 'LDS', 'produce', 'veg', 'cucumber');
p('Romaine Hearts', 'Crisp, sweet inner leaves.', '1f96c', 3.49, 4, 'LD', 'produce', 'leafy', 'romaine');
p('Organic Spring Mix', 'Tender baby lettuces, washed.', '1f96c', 4.49, 4, 'LD', 'produce', 'leafy', 'mixed greens', 'organic pre-prepped');
p('Baby Bok Choy', 'Mild and tender.', '1f96c', 2.99, 3, 'LD', 'produce', 'leafy', 'bok choy');
p('Sweet Corn', 'Four ears of bicolour corn.', '1f33d', 3.99, 4, 'LD', 'produce', [90, 3, 19, 6, 15, 2], 'corn', 'locally-grown');
p('Sugar Snap Peas', 'Sweet and crunchy.', '1fadb', 3.99, 4, 'LDS', 'produce', 'veg', 'snap peas');
p('Pineapple Chunks', 'Cut fresh, no core.', '1f34d', 4.99, 4, 'BSW', 'produce', 'fruit', 'pineapple', 'pre-prepped sweet');
p('Red Grapes', 'Seedless and crisp.', '1f347', 3.99, 4, 'SW', 'produce', 'fruit', 'grapes', 'sweet');
p('Clementines', 'Easy to peel.', '1f34a', 5.99, 8, 'BS', 'produce', [45, 1, 12, 9, 1, 2], 'clementine', 'zesty');
p('Chopped Mirepoix', 'Onion, carrot and celery, diced for you.', '1f955', 3.99, 4, 'LD', 'produce', 'veg', 'onion, carrot, celery', 'pre-prepped');
p('Stir-Fry Vegetable Mix', 'Broccoli, peppers, snap peas and carrots.', '1f966', 4.49, 4, 'LD', 'produce', 'veg', 'broccoli, bell pepper, snap peas, carrot', 'pre-prepped chinese');
p('Riced Cauliflower', 'Frozen cauliflower rice.', '1f966', 3.49, 4, 'LD', 'produce', 'veg', 'cauliflower', 'pre-prepped frozen');
p('Frozen Mixed Berries', 'Blueberries, strawberries and raspberries.', '1fad0', 5.49, 6, 'BSW', 'produce', 'berries', 'blueberries, strawberries, raspberries', 'frozen sweet');

// Grains, bread and pasta.
p('Spaghetti', 'Bronze-cut durum wheat pasta.', '1f35d', 1.99, 8, 'LD', 'pantry', 'pasta', 'pasta', 'italian');
p('Penne Rigate', 'Ridged tubes that hold sauce.', '1f35d', 1.99, 8, 'LD', 'pantry', 'pasta', 'pasta', 'italian');
p('Whole-Wheat Penne', 'Nutty whole-grain pasta.', '1f35d', 2.49, 8, 'LD', 'pantry', 'whole-pasta', 'whole wheat pasta', 'whole-grain italian');
p('Fresh Egg Fettuccine', 'Silky fresh pasta; cooks in 3 minutes.', '1f35d', 4.99, 4, 'LD', 'pantry', [230, 9, 40, 1, 20, 2], 'egg pasta', 'italian');
p('Brown Rice Fusilli', 'Gluten-free pasta made from whole-grain brown rice.', '1f35d', 3.49, 8, 'LD', 'pantry', 'whole-pasta', 'brown rice', 'whole-grain italian');
p('Chickpea Rotini', 'Grain-free pasta made from chickpeas.', '1f35d', 3.99, 6, 'LD', 'pantry', [190, 11, 32, 2, 5, 8], 'chickpea flour');
p('Jasmine Rice', 'Fragrant long-grain rice.', '1f35a', 4.99, 10, 'BLD', 'pantry', 'rice', 'rice', 'thai');
p('Brown Basmati Rice', 'Whole-grain basmati.', '1f35a', 5.49, 10, 'LD', 'pantry', 'whole-grain', 'brown rice', 'whole-grain indian');
p('Tricolor Quinoa', 'Organic white, red and black quinoa.', '1f35a', 5.99, 8, 'LD', 'pantry', 'whole-grain', 'quinoa', 'organic whole-grain');
p('Pearl Couscous', 'Toasted pearls of semolina.', '1f35a', 3.49, 6, 'LD', 'pantry', 'pasta', 'couscous', 'middle-eastern');
p('Farro', 'Chewy ancient wheat.', '1f33e', 4.49, 6, 'LD', 'pantry', 'whole-grain', 'farro', 'whole-grain italian');
p('Rice Noodles', 'Flat rice noodles for pad thai and pho.', '1f35c', 2.99, 4, 'LD', 'pantry', 'rice', 'rice noodles', 'thai vietnamese');
p('Udon Noodles', 'Thick, chewy wheat noodles.', '1f35c', 3.99, 3, 'LD', 'pantry', 'noodles', 'udon', 'japanese');
p('Soba Noodles', 'Buckwheat and wheat noodles.', '1f35c', 3.99, 4, 'LD', 'pantry', 'noodles', 'soba', 'japanese');
p('Fresh Ramen Noodles', 'Springy alkaline noodles.', '1f35c', 3.49, 4, 'LD', 'pantry', 'noodles', 'ramen noodles', 'japanese');
p('Egg Noodles', 'Thin Chinese egg noodles.', '1f35c', 2.49, 6, 'LD', 'pantry', 'noodles', 'egg noodles', 'chinese');
p('Corn Tortillas', 'Stone-ground white corn.', '1fad3', 2.99, 6, 'BLD', 'pantry', 'tortilla', 'corn tortilla', 'mexican');
p('Flour Tortillas', 'Soft burrito-size tortillas.', '1fad3', 3.49, 8, 'BLD', 'pantry', 'tortilla', 'flour tortilla', 'mexican');
p('Garlic Naan', 'Tandoor-style flatbread.', '1fad3', 3.99, 4, 'LD', 'bakery', [260, 8, 45, 3, 420, 2], 'naan, garlic', 'indian');
p('Whole-Wheat Pita', 'Pocket pita.', '1fad3', 2.99, 6, 'LDS', 'bakery', 'whole-bread', 'whole wheat pita', 'whole-grain middle-eastern');
p('Sourdough Loaf', 'Naturally leavened, baked locally.', '1f35e', 6.99, 10, 'BLD', 'bakery', 'bread', 'sourdough', 'locally-grown');
p('Seeded Whole-Grain Bread', 'Sprouted grains and sesame seeds.', '1f35e', 5.49, 12, 'BL', 'bakery', 'whole-bread', 'whole wheat bread, sesame seeds, sunflower seeds', 'whole-grain');
p('Gluten-Free Sandwich Bread', 'Soft white loaf without gluten.', '1f35e', 6.49, 10, 'BL', 'bakery', 'bread', 'gluten-free flour, egg, yeast');
p('Brioche Burger Buns', 'Golden, buttery buns.', '1f35e', 4.49, 6, 'LD', 'bakery', [200, 6, 32, 6, 320, 1], 'brioche');
p('Vegan Burger Buns', 'Soft buns without milk or eggs.', '1f35e', 3.99, 6, 'LD', 'bakery', 'bread', 'wheat flour, yeast, sunflower oil, sugar');
p('Crusty Baguette', 'Baked every morning.', '1f956', 3.49, 6, 'BLD', 'bakery', 'bread', 'baguette, yeast, salt', 'french');
p('Panko Breadcrumbs', 'Light, crisp Japanese breadcrumbs.', '1f35e', 2.99, 12, 'LD', 'pantry', [110, 3, 21, 1, 110, 1], 'panko', 'japanese');
p('Instant Polenta', 'Creamy in 5 minutes.', '1f33d', 3.99, 6, 'LD', 'pantry', [160, 3, 34, 0, 0, 2], 'polenta', 'italian');

// Sauces, condiments and pantry.
p('Coconut Milk', 'Full-fat and creamy.', '1f965', 2.49, 4, 'LD', 'pantry', [150, 1, 3, 2, 10, 0], 'coconut milk', 'thai creamy');
p('Low-Sodium Vegetable Broth', 'Slow-simmered vegetable stock.', '1f372', 3.49, 4, 'LD', 'pantry', [10, 0, 2, 1, 140, 0], 'onion, carrot, celery, garlic');
p('Chicken Bone Broth', 'Simmered for 18 hours.', '1f372', 5.99, 4, 'LD', 'pantry', [45, 10, 0, 0, 450, 0], 'chicken, onion, carrot, celery');
p('Allium-Free Vegetable Broth', 'Carrot, celery and herbs; no onion or garlic.', '1f372', 4.99, 4, 'LD', 'pantry', [10, 0, 2, 1, 450, 0], 'carrot, celery, herbs, salt');
p('San Marzano Tomatoes', 'Whole peeled tomatoes from Italy.', '1f96b', 3.99, 4, 'LD', 'pantry', 'veg', 'tomato', 'italian');
p('Extra Virgin Olive Oil', 'Cold-pressed, peppery finish.', '1fad2', 11.99, 30, 'BLD', 'pantry', 'oil', 'olive oil', 'mediterranean');
p('Toasted Sesame Oil', 'Nutty and aromatic.', '1fad9', 5.99, 30, 'LD', 'pantry', 'oil', 'sesame oil', 'chinese');
p('Low-Sodium Soy Sauce', 'Naturally brewed.', '1fad9', 3.49, 30, 'LD', 'pantry', [10, 1, 1, 0, 575, 0], 'soy sauce', 'chinese umami');
p('Tamari', 'Gluten-free soy sauce.', '1fad9', 4.49, 30, 'LD', 'pantry', 'condiment', 'tamari', 'japanese umami');
p('White Miso Paste', 'Mellow fermented soybean paste.', '1fad9', 5.99, 20, 'BLD', 'pantry', [35, 2, 4, 1, 630, 1], 'miso', 'japanese umami');
p('Fish Sauce', 'First-press anchovy fish sauce.', '1fad9', 3.99, 40, 'LD', 'pantry', [5, 1, 0, 0, 1400, 0], 'fish sauce, salt', 'thai vietnamese umami');
p('Thai Red Curry Paste', 'Chili, lemongrass and galangal.', '1fad9', 3.99, 8, 'LD', 'pantry', 'paste', 'thai curry paste', 'thai spicy');
p('Thai Green Curry Paste', 'Green chili, lemongrass and cilantro root.', '1fad9', 3.99, 8, 'LD', 'pantry', 'paste', 'green curry paste', 'thai spicy herby');
p('Tikka Masala Simmer Sauce', 'Tomato, cream and warm spices.', '1fad9', 5.49, 4, 'LD', 'pantry', 'sauce-creamy', 'tikka masala sauce', 'indian creamy spicy');
p('Korma Simmer Sauce', 'Mild, creamy and nutty.', '1fad9', 5.49, 4, 'LD', 'pantry', 'sauce-creamy', 'korma sauce', 'indian creamy');
p('Marinara Sauce', 'Slow-cooked tomatoes, garlic and basil.', '1f345', 5.99, 6, 'LD', 'pantry', 'sauce-tomato', 'marinara', 'italian');
p('Arrabbiata Sauce', 'Marinara with a chili kick.', '1f345', 5.99, 6, 'LD', 'pantry', 'sauce-tomato', 'marinara, chili flakes', 'italian spicy');
p('Basil Pesto', 'Genovese basil, pine nuts and parmesan.', '1fad9', 6.49, 6, 'LD', 'pantry', [150, 3, 2, 1, 250, 0], 'pesto', 'italian herby');
p('Vegan Cashew Alfredo', 'Silky cashew cream sauce.', '1fad9', 6.99, 4, 'LD', 'pantry', 'sauce-creamy', 'cashew, nutritional yeast, garlic, lemon', 'italian creamy');
p('Classic Alfredo Sauce', 'Cream, butter and parmesan.', '1fad9', 5.49, 4, 'LD', 'pantry', 'sauce-creamy', 'cream, parmesan, butter, garlic', 'italian creamy');
p('Teriyaki Sauce', 'Sweet soy glaze.', '1fad9', 3.99, 10, 'LD', 'pantry', [30, 1, 6, 5, 600, 0], 'teriyaki sauce', 'japanese sweet');
p('Gochujang', 'Fermented Korean chili paste.', '1fad9', 5.99, 20, 'LD', 'pantry', 'condiment', 'gochujang', 'korean spicy');
p('Hoisin Sauce', 'Sweet and savory glaze.', '1fad9', 3.49, 15, 'LD', 'pantry', 'condiment', 'hoisin', 'chinese sweet');
p('Sriracha', 'Garlicky chili sauce.', '1f336', 3.99, 40, 'LD', 'pantry', 'condiment', 'sriracha', 'thai spicy');
p('Peanut Satay Sauce', 'Peanut, coconut and lime.', '1f95c', 4.99, 6, 'LD', 'pantry', [110, 4, 6, 4, 300, 1], 'peanut sauce', 'thai creamy');
p('Tahini', 'Stone-ground sesame paste.', '1fad9', 7.99, 16, 'LD', 'pantry', 'nut-butter', 'tahini', 'middle-eastern');
p('Harissa Paste', 'Smoky North African chili paste.', '1f336', 5.99, 16, 'LD', 'pantry', 'paste', 'harissa', 'middle-eastern spicy smoky');
p('Chimichurri', 'Parsley, oregano and garlic.', '1f33f', 5.99, 8, 'LD', 'pantry', 'dressing', 'chimichurri', 'herby tangy');
p('Caesar Dressing', 'Creamy, with anchovy and parmesan.', '1fad9', 4.49, 8, 'LD', 'pantry', 'dressing', 'caesar dressing', 'creamy');
p('Balsamic Vinaigrette', 'Aged balsamic and olive oil.', '1fad9', 4.49, 10, 'LD', 'pantry', 'dressing', 'balsamic vinegar, olive oil, mustard', 'tangy');
p('Lemon Tahini Dressing', 'Bright and nutty.', '1fad9', 4.99, 8, 'LD', 'pantry', 'dressing', 'tahini, lemon, garlic', 'zesty middle-eastern');
p('Green Goddess Dressing', 'Yogurt, basil, chives and lemon.', '1fad9', 4.99, 8, 'LD', 'pantry', [60, 2, 3, 2, 220, 0], 'greek yogurt, basil, chives, lemon', 'herby creamy');
p('Salsa Verde', 'Roasted tomatillo and jalapeño.', '1fad9', 4.49, 8, 'LDS', 'pantry', 'dip', 'tomatillo, jalapeño, onion, cilantro, lime', 'mexican tangy');
p('Chipotle Salsa', 'Fire-roasted tomato and chipotle.', '1f336', 4.49, 8, 'LDS', 'pantry', 'dip', 'tomato, chipotle, onion, garlic', 'mexican smoky spicy');
p('Smoky BBQ Sauce', 'Tangy, sweet and smoky.', '1fad9', 3.99, 12, 'LD', 'pantry', [60, 0, 14, 12, 350, 0], 'bbq sauce', 'american smoky sweet');
p('Jerk Marinade', 'Scotch bonnet, allspice and thyme.', '1fad9', 5.49, 8, 'LD', 'pantry', 'condiment', 'scotch bonnet, allspice, scallion, garlic, thyme, soy sauce', 'caribbean spicy');
p('Coconut Aminos', 'A soy-free seasoning sauce from coconut sap.', '1fad9', 6.49, 30, 'LD', 'pantry', [5, 0, 1, 1, 270, 0], 'coconut sap, sea salt', 'umami');
p('Kalamata Olives', 'Brine-cured Greek olives.', '1fad2', 4.99, 8, 'LDS', 'pantry', [50, 0, 2, 0, 420, 1], 'olives, vinegar, salt', 'mediterranean');
p('Nonpareil Capers', 'Small, tangy capers in brine.', '1fad9', 3.49, 20, 'LD', 'pantry', 'condiment', 'capers, vinegar, salt', 'mediterranean tangy');
p('Golden Raisins', 'Plump and sweet.', '1f347', 3.99, 10, 'BS', 'pantry', [130, 1, 34, 29, 10, 2], 'raisins', 'sweet');
p('Unsweetened Coconut Flakes', 'Toasted coconut chips.', '1f965', 3.99, 10, 'BW', 'pantry', [180, 2, 6, 2, 10, 4], 'coconut');
p('Pure Maple Syrup', 'Grade A amber, from Vermont.', '1f341', 9.99, 24, 'BW', 'pantry', [52, 0, 13, 12, 2, 0], 'maple syrup', 'locally-grown sweet');
p('Chili Crisp', 'Crunchy chili oil with garlic and shallot.', '1f336', 7.99, 20, 'LD', 'pantry', [80, 1, 2, 0, 150, 0], 'chili, garlic, shallot, sunflower oil', 'chinese spicy umami');
p('Nutritional Yeast', 'Savory, cheesy flakes.', '1fad9', 6.99, 20, 'LD', 'pantry', [60, 8, 5, 0, 5, 3], 'nutritional yeast', 'umami');
p('Classic Mayonnaise', 'Made with free-range eggs.', '1fad9', 4.49, 30, 'LD', 'pantry', [90, 0, 0, 0, 70, 0], 'mayonnaise, sunflower oil, vinegar', 'creamy');
p('Japanese Curry Roux', 'Mild curry blocks.', '1f35b', 3.99, 8, 'LD', 'pantry', [100, 1, 8, 2, 480, 1], 'japanese curry roux', 'japanese');
p('Walnut Halves', 'Raw and buttery.', '1f330', 7.99, 10, 'BSW', 'pantry', 'nuts', 'walnut');
p('Dry-Roasted Peanuts', 'Lightly salted.', '1f95c', 3.99, 10, 'LDS', 'snack', 'nuts', 'peanut, salt');

// Dairy, eggs and alternatives.
p('Free-Range Eggs', 'A dozen large brown eggs.', '1f95a', 5.99, 6, 'BLD', 'dairy-and-eggs', 'eggs', 'egg', 'free-range');
p('Pasture-Raised Eggs', 'From hens on a nearby organic farm.', '1f95a', 7.99, 6, 'BLD', 'dairy-and-eggs', 'eggs', 'egg', 'free-range locally-grown organic');
p('Organic Whole Milk', 'Grass-fed and creamy.', '1f95b', 4.49, 8, 'B', 'dairy-and-eggs', 'milk', 'milk', 'organic grass-fed');
p('Oat Milk', 'Barista-style, made from gluten-free oats.', '1f95b', 4.99, 8, 'B', 'dairy-and-eggs', [120, 3, 16, 7, 100, 2], 'gluten-free oats, sunflower oil, salt', 'creamy');
p('Unsweetened Almond Milk', 'Just almonds and water.', '1f95b', 3.99, 8, 'B', 'dairy-and-eggs', [30, 1, 1, 0, 170, 0], 'almond milk', 'non-gmo');
p('Soy Milk', 'Organic and unsweetened.', '1f95b', 3.49, 8, 'B', 'dairy-and-eggs', [80, 7, 4, 1, 75, 2], 'soy milk', 'organic');
p('Plain Greek Yogurt', 'Thick, tangy and high in protein.', '1f963', 5.99, 6, 'BS', 'yogurt-and-smoothies', 'yogurt', 'greek yogurt', 'tangy');
p('Vanilla Coconut Yogurt', 'Creamy and dairy-free.', '1f965', 5.49, 4, 'BSW', 'yogurt-and-smoothies', [150, 1, 12, 8, 20, 2], 'coconut milk, vanilla, sugar', 'creamy sweet');
p('Unsalted Butter', 'Cultured European-style butter.', '1f9c8', 5.99, 32, 'BLD', 'dairy-and-eggs', 'butter', 'butter', 'grass-fed');
p('Aged Cheddar', 'Two years old, from a local creamery.', '1f9c0', 6.99, 8, 'LDS', 'dairy-and-eggs', 'cheese', 'cheddar, salt', 'locally-grown');
p('Parmigiano-Reggiano', 'Aged 24 months.', '1f9c0', 9.99, 12, 'LD', 'dairy-and-eggs', [110, 10, 1, 0, 390, 0], 'parmesan, salt', 'italian umami');
p('Fresh Mozzarella', 'Soft and milky.', '1f9c0', 5.99, 6, 'LDS', 'dairy-and-eggs', [85, 6, 1, 0, 85, 0], 'mozzarella', 'italian');
p('Greek Feta', 'Barrel-aged sheep’s milk feta.', '1f9c0', 5.49, 8, 'LDS', 'dairy-and-eggs', [75, 4, 1, 1, 320, 0], 'feta, salt', 'mediterranean tangy');
p('Creamy Goat Cheese', 'Fresh chèvre.', '1f9c0', 5.99, 8, 'BLDS', 'dairy-and-eggs', 'cheese', 'goat cheese, salt', 'french tangy');
p('Gorgonzola', 'Creamy Italian blue cheese.', '1f9c0', 6.99, 8, 'LDS', 'dairy-and-eggs', 'cheese', 'blue cheese, salt', 'italian');
p('Halloumi', 'Grilling cheese that holds its shape.', '1f9c0', 7.49, 4, 'LD', 'dairy-and-eggs', [160, 11, 1, 1, 640, 0], 'halloumi, salt', 'mediterranean');
p('Paneer', 'Fresh Indian cheese.', '1f9c0', 6.49, 4, 'LD', 'dairy-and-eggs', [260, 18, 3, 2, 20, 0], 'paneer', 'indian');
p('Whole-Milk Ricotta', 'Light and creamy.', '1f9c0', 4.99, 6, 'LD', 'dairy-and-eggs', [110, 6, 3, 0, 55, 0], 'ricotta', 'italian');
p('Sour Cream', 'Cultured and tangy.', '1f95b', 2.99, 8, 'LD', 'dairy-and-eggs', [60, 1, 1, 1, 10, 0], 'sour cream', 'mexican');
p('Cream Cheese', 'Whipped and spreadable.', '1f9c0', 3.49, 8, 'BS', 'dairy-and-eggs', [90, 2, 1, 1, 90, 0], 'cream cheese');
p('Vegan Cheddar Shreds', 'Melts like the real thing.', '1f9c0', 5.49, 8, 'LD', 'dairy-and-eggs', [90, 0, 7, 0, 230, 0], 'cashew, tapioca, coconut oil, salt');
p('Heavy Cream', 'For whipping and sauces.', '1f95b', 3.99, 8, 'DW', 'dairy-and-eggs', [100, 1, 1, 1, 10, 0], 'cream');
p('Tzatziki', 'Greek yogurt, cucumber, garlic and dill.', '1f95b', 4.49, 8, 'LDS', 'dairy-and-eggs', 'dip', 'tzatziki', 'mediterranean tangy');

// Breakfast.
p('Maple Pecan Granola', 'Clusters of oats and pecans.', '1f963', 6.99, 10, 'B', 'oats-and-cereal', 'granola', 'granola, pecan', 'sweet whole-grain');
p('Dark Chocolate Granola', 'Oats, dark chocolate and almonds.', '1f963', 6.99, 10, 'B', 'oats-and-cereal', 'granola', 'granola, dark chocolate, almond', 'sweet');
p('Grain-Free Coconut Granola', 'Coconut, almonds and seeds; no oats.', '1f963', 8.99, 10, 'B', 'oats-and-cereal', [200, 5, 12, 6, 40, 4], 'coconut, almond, pumpkin seeds, maple syrup', 'sweet');
p('Nut-Free Berry Granola', 'Oats, seeds and cranberries; made in a nut-free bakery.', '1f963', 6.49, 10, 'B', 'oats-and-cereal', 'granola', 'gluten-free oats, sunflower seeds, dried cranberries, maple syrup', 'sweet whole-grain');
p('Blueberry Overnight Oats', 'Oats soaked in milk with blueberries and chia.', '1fad0', 3.49, 1, 'B', 'oats-and-cereal', [290, 10, 48, 14, 80, 7], 'gluten-free oats, milk, blueberries, chia', 'grab-and-go no-cook');
p('Peanut Butter Banana Overnight Oats', 'Oat milk, peanut butter, banana and chia.', '1f34c', 3.49, 1, 'B', 'oats-and-cereal', [330, 12, 46, 14, 120, 7], 'gluten-free oats, peanut butter, banana, chia, sunflower oil', 'grab-and-go no-cook');
p('Apple Cinnamon Overnight Oats', 'Almond milk, apple, cinnamon and walnuts.', '1f34e', 3.49, 1, 'B', 'oats-and-cereal', 'oats', 'oats, almond milk, apple, cinnamon, walnut', 'grab-and-go no-cook');
p('Steel-Cut Oats', 'Organic Irish-style oats.', '1f963', 4.99, 12, 'B', 'oats-and-cereal', 'oats', 'oats', 'whole-grain organic');
p('Gluten-Free Rolled Oats', 'Certified gluten-free.', '1f963', 5.49, 12, 'B', 'oats-and-cereal', 'oats', 'gluten-free oats', 'whole-grain');
p('Bircher Muesli', 'Oats, raisins, hazelnuts and apple.', '1f963', 5.99, 8, 'B', 'oats-and-cereal', [200, 6, 34, 10, 10, 5], 'oats, raisins, hazelnut, apple');
p('Corn Flakes', 'Crisp toasted corn flakes.', '1f963', 3.99, 12, 'B', 'oats-and-cereal', 'cereal', 'corn, sugar, barley malt, salt', 'american');
p('Buttermilk Pancake Mix', 'Just add water.', '1f95e', 4.49, 10, 'B', 'pancakes-and-waffles', 'pancake', 'wheat flour, buttermilk, egg, baking powder', 'american');
p('Gluten-Free Pancake Mix', 'Rice flour and potato starch; egg-free.', '1f95e', 5.99, 8, 'B', 'pancakes-and-waffles', 'pancake', 'rice flour, potato starch, sugar, baking powder');
p('Belgian Waffles', 'Frozen; crisp from the toaster.', '1f9c7', 4.99, 8, 'B', 'pancakes-and-waffles', [190, 4, 28, 7, 350, 1], 'wheat flour, egg, milk, butter, sugar', 'frozen');
p('Everything Bagels', 'Sesame, poppy, garlic and onion.', '1f96f', 5.49, 6, 'BL', 'bakery', [280, 10, 55, 5, 480, 2], 'wheat flour, sesame seeds, garlic, onion, salt', 'american');
p('Plain Bagels', 'Boiled and baked New York-style.', '1f96f', 4.99, 6, 'BL', 'bakery', [270, 10, 54, 5, 430, 2], 'wheat flour, yeast, salt', 'american');
p('English Muffins', 'Nooks and crannies.', '1f35e', 3.99, 6, 'B', 'bakery', [130, 5, 26, 2, 240, 2], 'wheat flour, yeast, milk', 'american');
p('Butter Croissants', 'Laminated with French butter.', '1f950', 6.99, 4, 'B', 'bakery', [230, 5, 26, 6, 260, 1], 'wheat flour, butter, egg, milk', 'french');
p('Almond Croissants', 'Filled with almond cream.', '1f950', 8.99, 4, 'BW', 'bakery', [410, 9, 40, 18, 280, 2], 'wheat flour, butter, almond, egg, sugar', 'french sweet');
p('Blueberry Muffins', 'Bursting with berries.', '1f9c1', 6.49, 4, 'BW', 'bakery', [380, 5, 52, 28, 330, 1], 'wheat flour, blueberries, egg, butter, milk, sugar', 'sweet');
p('Egg and Chorizo Breakfast Burritos', 'Eggs, chorizo, potato and cheddar.', '1f32f', 4.99, 1, 'B', 'tacos-and-burritos', [450, 22, 38, 3, 980, 3], 'flour tortilla, egg, chorizo, potato, cheddar, salsa', 'mexican heat-and-eat frozen spicy');
p('Black Bean Breakfast Burritos', 'Tofu scramble, black beans and potato.', '1f32f', 4.49, 1, 'B', 'tacos-and-burritos', [400, 15, 58, 3, 780, 9], 'flour tortilla, black beans, tofu, potato, salsa', 'mexican heat-and-eat frozen');
p('Spinach and Feta Egg White Bites', 'Sous-vide egg whites with spinach and feta.', '1f373', 5.99, 2, 'B', 'eggs', [120, 12, 6, 2, 330, 0], 'egg white, spinach, feta, bell pepper', 'heat-and-eat mediterranean');
p('Bacon and Gruyère Egg Bites', 'Velvety sous-vide eggs.', '1f373', 5.99, 2, 'B', 'eggs', [300, 19, 9, 2, 680, 0], 'egg, bacon, gruyere, cottage cheese', 'heat-and-eat french');
p('Mango Coconut Chia Pudding', 'Chia set in coconut milk with mango.', '1f96d', 3.99, 1, 'BSW', 'yogurt-and-smoothies', [230, 5, 26, 16, 30, 10], 'chia, coconut milk, mango', 'grab-and-go no-cook');
p('Vanilla Almond Chia Pudding', 'Chia set in almond milk.', '1f963', 3.99, 1, 'BS', 'yogurt-and-smoothies', [200, 6, 20, 9, 90, 10], 'chia, almond milk, vanilla, almond', 'grab-and-go no-cook');
p('Green Smoothie Pack', 'Spinach, kale, banana, mango and ginger; just blend.', '1f964', 3.49, 1, 'B', 'yogurt-and-smoothies', 'smoothie', 'spinach, kale, banana, mango, ginger', 'frozen');
p('Berry Beet Smoothie Pack', 'Berries, beets and banana.', '1f964', 3.49, 1, 'B', 'yogurt-and-smoothies', 'smoothie', 'blueberries, strawberries, beets, banana', 'frozen earthy');
p('Peanut Butter Cocoa Smoothie Pack', 'Banana, peanut butter, cocoa and oats.', '1f964', 3.49, 1, 'B', 'yogurt-and-smoothies', [300, 10, 40, 20, 90, 7], 'banana, peanut butter, cocoa, gluten-free oats', 'frozen');
p('Strawberry Yogurt Parfait', 'Greek yogurt, strawberries and granola.', '1f353', 3.99, 1, 'BS', 'yogurt-and-smoothies', [240, 14, 32, 20, 70, 2], 'greek yogurt, strawberries, granola', 'grab-and-go no-cook');
p('Vanilla Skyr', 'Icelandic-style strained yogurt.', '1f95b', 1.99, 1, 'BS', 'yogurt-and-smoothies', [110, 15, 10, 7, 60, 0], 'skyr, vanilla, sugar', 'creamy');
p('Cold Brew Coffee', 'Steeped for 20 hours.', '2615', 4.99, 4, 'B', 'drink', 'drink', 'coffee');
p('Whole-Bean Espresso Roast', 'Dark chocolate and cherry notes.', '2615', 13.99, 30, 'B', 'drink', 'drink', 'coffee', 'organic');
p('Rooibos Tea', 'Naturally caffeine-free red bush tea.', '1f375', 5.99, 20, 'BW', 'drink', 'drink', 'rooibos');
p('Sencha Green Tea', 'Grassy, bright Japanese green tea.', '1f375', 7.99, 20, 'B', 'drink', 'drink', 'green tea', 'japanese');
p('Ceremonial Matcha', 'Stone-ground shade-grown tea.', '1f375', 19.99, 30, 'B', 'drink', [10, 1, 1, 0, 0, 1], 'matcha', 'japanese');
p('Chai Concentrate', 'Black tea with ginger and cardamom.', '1f375', 5.49, 8, 'B', 'drink', [90, 0, 22, 20, 20, 0], 'black tea, ginger, cinnamon, cardamom, sugar', 'indian spicy');
p('Cold-Pressed Orange Juice', 'Never from concentrate.', '1f34a', 5.99, 4, 'B', 'drink', 'juice', 'orange', 'zesty');
p('Green Juice', 'Kale, cucumber, apple, lemon and ginger.', '1f964', 6.99, 2, 'B', 'drink', [90, 2, 20, 12, 80, 1], 'kale, cucumber, apple, lemon, ginger');
p('Creamy Peanut Butter', 'Just peanuts and salt.', '1f95c', 4.99, 14, 'BS', 'pantry', 'nut-butter', 'peanut, salt');
p('Almond Butter', 'Roasted almonds, ground smooth.', '1fad9', 9.99, 12, 'BS', 'pantry', 'nut-butter', 'almond');
p('Sunflower Seed Butter', 'Made in a peanut- and tree-nut-free facility.', '1fad9', 7.99, 12, 'BS', 'pantry', 'nut-butter', 'sunflower seeds, salt');
p('Strawberry Jam', 'Small-batch and fruity.', '1f353', 4.49, 20, 'B', 'pantry', [50, 0, 13, 10, 0, 0], 'strawberries, sugar', 'sweet');
p('Turkey Sausage Patties', 'Lean, with sage.', '1f32d', 5.99, 6, 'B', FP, [140, 11, 1, 0, 430, 0], 'turkey, sage, salt');
p('Pork Breakfast Links', 'Classic maple-sage links.', '1f32d', 5.49, 6, 'B', FP, 'sausage', 'pork, sage, maple syrup, salt');
p('Hash Brown Patties', 'Crisp shredded potato.', '1f954', 3.99, 6, 'B', 'side-dish', [150, 2, 16, 0, 280, 2], 'potato, sunflower oil, salt', 'frozen air-fryer');
p('Shakshuka Sauce', 'Peppers, tomato and cumin; just add eggs.', '1f345', 5.99, 4, 'BL', 'pantry', 'sauce-tomato', 'tomato, bell pepper, onion, garlic, cumin', 'middle-eastern spicy');
p('Ginger Scallion Congee', 'Silky rice porridge.', '1f35a', 3.99, 1, 'B', 'soup-and-stew', [180, 5, 36, 1, 600, 1], 'rice, ginger, scallion, salt', 'chinese heat-and-eat');

// Snacks.
p('Classic Hummus', 'Chickpeas, tahini and lemon.', '1fad8', 4.49, 8, 'LS', 'snack', 'dip', 'hummus', 'middle-eastern');
p('Roasted Red Pepper Hummus', 'Smoky and sweet.', '1fad1', 4.49, 8, 'LS', 'snack', 'dip', 'hummus, bell pepper', 'middle-eastern smoky');
p('White Bean and Garlic Dip', 'Sesame-free, with lemon and olive oil.', '1fad8', 4.49, 8, 'LS', 'snack', 'dip', 'white beans, garlic, lemon, olive oil, salt');
p('Guacamole', 'Hass avocado, lime and cilantro.', '1f951', 5.99, 6, 'LS', 'snack', [110, 1, 6, 1, 200, 5], 'avocado, onion, cilantro, jalapeño, lime, salt', 'mexican tangy');
p('Blue Corn Tortilla Chips', 'Stone-ground blue corn.', '1f33d', 3.99, 8, 'S', 'snack', 'chips', 'corn, sunflower oil, salt', 'mexican');
p('Sea Salt Kettle Chips', 'Thick-cut and crunchy.', '1f954', 3.49, 6, 'S', 'snack', 'chips', 'potato, sunflower oil, sea salt', 'american');
p('Plantain Chips', 'Thin, crisp and lightly salted.', '1f34c', 3.99, 5, 'S', 'snack', 'chips', 'plantain, sunflower oil, salt', 'caribbean');
p('Olive Oil Popcorn', 'Air-popped, then drizzled.', '1f37f', 3.99, 6, 'S', 'snack', 'popcorn', 'popcorn, olive oil, salt', 'whole-grain');
p('White Cheddar Popcorn', 'Cheesy and light.', '1f37f', 3.99, 6, 'S', 'snack', [150, 3, 15, 1, 250, 2], 'popcorn, cheddar, sunflower oil, salt', 'savory');
p('Roasted Salted Almonds', 'Crunchy California almonds.', '1f330', 7.99, 10, 'S', 'snack', 'nuts', 'almond, salt');
p('Rosemary Cashews', 'Roasted with rosemary and sea salt.', '1f330', 8.99, 10, 'S', 'snack', 'nuts', 'cashew, rosemary, sea salt', 'herby');
p('In-Shell Pistachios', 'Roasted and salted.', '1f330', 9.99, 10, 'S', 'snack', 'nuts', 'pistachio, salt');
p('Classic Trail Mix', 'Peanuts, almonds, raisins and chocolate.', '1f95c', 6.99, 10, 'S', 'snack', [170, 5, 14, 8, 40, 2], 'peanut, almond, raisins, dark chocolate', 'sweet');
p('Nut-Free Seed Mix', 'Pumpkin and sunflower seeds with cranberries.', '1f33b', 5.99, 10, 'S', 'snack', 'nuts', 'pumpkin seeds, sunflower seeds, dried cranberries');
p('Brown Rice Cakes', 'Lightly salted.', '1f358', 2.99, 12, 'BS', 'snack', [35, 1, 7, 0, 20, 0], 'brown rice, salt', 'whole-grain');
p('Roasted Seaweed Snacks', 'Crisp sheets with sesame oil.', '1f359', 4.99, 6, 'S', 'snack', [30, 1, 1, 0, 45, 0], 'seaweed, sesame oil, salt', 'korean umami');
p('Dry-Roasted Edamame', 'Crunchy and high in protein.', '1fadb', 3.99, 6, 'S', 'snack', [130, 14, 9, 2, 80, 6], 'edamame, salt', 'japanese');
p('Sea Salt Roasted Chickpeas', 'Crunchy and light.', '1fad8', 3.99, 6, 'S', 'snack', [120, 6, 18, 2, 200, 5], 'chickpeas, sunflower oil, sea salt');
p('Smoky BBQ Roasted Chickpeas', 'With paprika, garlic and onion.', '1fad8', 3.99, 6, 'S', 'snack', [120, 6, 18, 3, 220, 5], 'chickpeas, paprika, garlic, onion, sunflower oil', 'smoky spicy');
p('Grass-Fed Beef Jerky', 'Marinated and slow-smoked.', '1f969', 7.99, 4, 'S', 'snack', 'jerky', 'beef, soy sauce, garlic, brown sugar', 'grass-fed smoky');
p('Teriyaki Turkey Jerky', 'Lean and tender.', '1f983', 6.99, 4, 'S', 'snack', 'jerky', 'turkey, teriyaki sauce', 'sweet');
p('Wild Salmon Jerky', 'Tamari and maple.', '1f363', 8.99, 4, 'S', 'snack', 'jerky', 'salmon, tamari, maple syrup', 'wild-caught');
p('Mozzarella String Cheese', 'Eight individually wrapped sticks.', '1f9c0', 4.49, 8, 'S', 'snack', [80, 7, 1, 0, 200, 0], 'mozzarella, salt', 'grab-and-go');
p('Peanut Butter Protein Bars', 'Peanut butter, whey and oats.', '1f95c', 12.99, 6, 'S', 'snack', 'bar', 'peanut butter, whey protein, oats, sugar', 'grab-and-go');
p('Almond Sea Salt Bars', 'Almonds and dates.', '1f330', 9.99, 6, 'S', 'snack', [200, 6, 16, 5, 90, 5], 'almond, dates, sea salt', 'grab-and-go');
p('Chocolate Chip Plant Protein Bars', 'Pea protein, oats and dark chocolate.', '1f36b', 12.99, 6, 'S', 'snack', 'bar', 'pea protein, dark chocolate, oats, sunflower seeds', 'grab-and-go');
p('Date and Cashew Energy Bites', 'Dates, cashews and coconut.', '1f330', 6.99, 8, 'SW', 'snack', [110, 2, 16, 12, 5, 2], 'dates, cashew, coconut', 'grab-and-go sweet');
p('Crisp Apple Chips', 'Baked, not fried.', '1f34e', 4.49, 4, 'S', 'snack', 'fruit-snack', 'apple', 'sweet');
p('Nacho Kale Chips', 'Cashew and nutritional yeast coating.', '1f96c', 5.99, 4, 'S', 'snack', [140, 5, 12, 2, 250, 3], 'kale, cashew, nutritional yeast, garlic, onion', 'umami');
p('Olive Snack Packs', 'Pitted green olives with lemon.', '1fad2', 2.99, 1, 'S', 'snack', [60, 0, 2, 0, 420, 1], 'olives, lemon, salt', 'mediterranean grab-and-go');
p('Sourdough Pretzels', 'Hard, salty and crunchy.', '1f968', 3.99, 8, 'S', 'snack', [110, 3, 23, 1, 380, 1], 'wheat flour, yeast, salt');
p('Rosemary Crackers', 'Thin and crisp.', '1f358', 4.49, 8, 'S', 'snack', 'crackers', 'wheat flour, rosemary, olive oil, salt', 'herby');
p('Seeded Gluten-Free Crackers', 'Flax, sesame and brown rice.', '1f358', 5.49, 8, 'S', 'snack', [140, 4, 12, 0, 180, 3], 'flax, sesame seeds, brown rice, salt');
p('Hard-Boiled Eggs', 'Peeled and ready.', '1f95a', 3.99, 3, 'BS', 'dairy-and-eggs', 'eggs', 'egg', 'grab-and-go no-cook');
p('Veggie Snack Cups with Ranch', 'Carrot, cucumber and pepper sticks.', '1f955', 3.49, 1, 'S', 'snack', [90, 2, 10, 5, 200, 3], 'carrot, cucumber, bell pepper, ranch', 'grab-and-go no-cook');
p('Napa Cabbage Kimchi', 'Fermented with chili, garlic and fish sauce.', '1f96c', 7.49, 8, 'LDS', 'side-dish', [15, 1, 2, 1, 300, 1], 'napa cabbage, fish sauce, garlic, ginger, scallion, gochugaru', 'korean spicy tangy');
p('Dill Pickles', 'Crunchy and garlicky.', '1f952', 4.49, 10, 'LS', 'snack', [5, 0, 1, 0, 290, 1], 'cucumber, dill, garlic, vinegar, salt', 'tangy');
p('Mixed Fruit Cups', 'Pineapple, grapes and peaches in juice.', '1f347', 3.99, 4, 'SW', 'snack', 'fruit-snack', 'pineapple, grapes, peach', 'grab-and-go no-cook sweet');
p('Cottage Cheese with Pineapple', 'High-protein snack cup.', '1f34d', 1.99, 1, 'BS', 'yogurt-and-smoothies', [130, 12, 13, 11, 380, 0], 'cottage cheese, pineapple', 'grab-and-go');
p('Spicy Tuna Snack Kit', 'Tuna with sriracha mayo and crackers.', '1f96b', 3.49, 1, 'S', 'snack', [190, 16, 10, 1, 520, 0], 'tuna, mayonnaise, wheat flour, sriracha', 'grab-and-go spicy');
p('Shrimp Cocktail Ring', 'Cooked shrimp with cocktail sauce.', '1f364', 12.99, 6, 'S', 'snack', [70, 12, 3, 2, 450, 0], 'shrimp, cocktail sauce', 'frozen');
p('Edamame in Pods', 'Steam and sprinkle with salt.', '1fadb', 3.49, 4, 'S', 'snack', [120, 11, 9, 2, 80, 5], 'edamame, sea salt', 'japanese frozen');

// Sweets.
p('72% Dark Chocolate with Sea Salt', 'Single-origin cacao.', '1f36b', 4.49, 4, 'W', 'dessert', 'chocolate', 'dark chocolate, sugar, sea salt', 'sweet');
p('Dark Chocolate Almond Bar', 'Whole roasted almonds.', '1f36b', 4.49, 4, 'W', 'dessert', 'chocolate', 'dark chocolate, almond, sugar', 'sweet');
p('Milk Chocolate Hazelnut Bar', 'Creamy with whole hazelnuts.', '1f36b', 3.99, 4, 'W', 'dessert', [210, 3, 22, 20, 30, 1], 'milk chocolate, hazelnut, sugar', 'sweet creamy');
p('Peanut Butter Cups', 'Milk chocolate and peanut butter.', '1f95c', 4.99, 4, 'W', 'dessert', [210, 5, 21, 19, 150, 2], 'milk chocolate, peanut butter, sugar', 'american sweet');
p('Vegan Chocolate Chip Cookies', 'Chewy, with dark chocolate chunks.', '1f36a', 5.49, 8, 'W', 'dessert', 'cookie', 'wheat flour, dark chocolate, sunflower oil, sugar', 'american sweet');
p('Oatmeal Raisin Cookies', 'Soft-baked and spiced.', '1f36a', 5.49, 8, 'W', 'dessert', 'cookie', 'oats, wheat flour, raisins, butter, egg, sugar, cinnamon', 'sweet');
p('Double Chocolate Brownies', 'Fudgy, with a crackly top.', '1f370', 6.99, 9, 'W', 'dessert', [240, 3, 32, 24, 110, 2], 'dark chocolate, butter, egg, wheat flour, sugar', 'american sweet');
p('Gluten-Free Blondies', 'Brown butter and almond flour.', '1f370', 6.99, 9, 'W', 'dessert', [230, 3, 30, 22, 120, 1], 'almond flour, butter, egg, brown sugar', 'sweet');
p('Walnut Banana Bread', 'Moist and not too sweet.', '1f35e', 6.49, 8, 'BW', 'dessert', [250, 4, 36, 18, 230, 2], 'banana, wheat flour, egg, butter, walnut, sugar', 'american sweet');
p('Lemon Drizzle Loaf', 'Tangy lemon glaze.', '1f34b', 6.49, 8, 'W', 'dessert', 'cake', 'wheat flour, lemon, butter, egg, sugar', 'zesty sweet');
p('Carrot Cake Slices', 'Walnuts, raisins and cream cheese frosting.', '1f955', 7.99, 4, 'W', 'dessert', [420, 5, 50, 36, 330, 2], 'carrot, wheat flour, walnut, egg, cream cheese, raisins, sugar', 'american sweet');
p('New York Cheesecake Bites', 'Graham cracker crust.', '1f370', 8.99, 8, 'W', 'dessert', [180, 3, 16, 12, 140, 0], 'cream cheese, graham crackers, egg, sugar', 'american creamy sweet');
p('Tiramisu Cups', 'Espresso-soaked ladyfingers and mascarpone.', '1f370', 7.99, 4, 'W', 'dessert', [300, 5, 30, 20, 60, 0], 'mascarpone, ladyfingers, espresso, cocoa, sugar', 'italian creamy sweet');
p('Madagascar Vanilla Gelato', 'Dense and creamy.', '1f368', 6.99, 4, 'W', 'dessert', 'frozen-dessert', 'milk, cream, sugar, vanilla, egg yolk', 'italian frozen creamy sweet');
p('Sicilian Pistachio Gelato', 'Made with Bronte pistachios.', '1f368', 7.49, 4, 'W', 'dessert', 'frozen-dessert', 'milk, cream, pistachio, sugar', 'italian frozen sweet');
p('Mango Sorbet', 'Pure Alphonso mango.', '1f367', 5.99, 4, 'W', 'dessert', 'sorbet', 'mango, sugar', 'frozen sweet');
p('Raspberry Sorbet', 'Bright and tart.', '1f367', 5.99, 4, 'W', 'dessert', 'sorbet', 'raspberries, sugar, lemon', 'frozen tangy sweet');
p('Chocolate Coconut Milk Ice Cream', 'Dairy-free and rich.', '1f368', 6.99, 4, 'W', 'dessert', [250, 2, 24, 19, 40, 3], 'coconut milk, cocoa, sugar', 'frozen sweet');
p('Strawberry Mochi', 'Ice cream wrapped in sweet rice dough.', '1f361', 6.49, 6, 'W', 'dessert', [100, 1, 18, 12, 15, 0], 'rice flour, strawberries, milk, cream, sugar', 'japanese frozen sweet');
p('Pistachio Baklava', 'Crisp phyllo, pistachios and syrup.', '1f967', 9.99, 8, 'W', 'dessert', [230, 4, 26, 14, 160, 1], 'phyllo, pistachio, walnut, butter, sugar', 'middle-eastern sweet');
p('Churros with Chocolate Sauce', 'Crisp from the air fryer.', '1f956', 6.99, 4, 'W', 'dessert', [330, 4, 40, 16, 260, 1], 'wheat flour, sugar, cinnamon, dark chocolate, sunflower oil', 'spanish frozen air-fryer sweet');
p('Mango Sticky Rice Cups', 'Coconut sticky rice with fresh mango.', '1f96d', 4.99, 2, 'W', 'dessert', [330, 4, 58, 24, 160, 2], 'sticky rice, coconut milk, mango, sugar', 'thai sweet');
p('Dark Chocolate Chia Pudding', 'Cocoa, oat milk and maple.', '1f36b', 3.99, 1, 'W', 'dessert', [220, 6, 24, 12, 60, 10], 'chia, gluten-free oats, cocoa, maple syrup', 'grab-and-go sweet');
p('Almond Macarons', 'Six Parisian macarons.', '1f36a', 12.99, 6, 'W', 'dessert', [90, 2, 13, 12, 10, 0], 'almond flour, egg white, sugar, butter', 'french sweet');
p('Sesame Brittle', 'Toasted sesame in crunchy caramel.', '1f36c', 4.99, 6, 'W', 'dessert', [150, 3, 17, 14, 40, 1], 'sesame seeds, sugar, maple syrup', 'chinese sweet');
p('Berry Frozen Yogurt Bars', 'Greek yogurt swirled with berries.', '1f366', 5.99, 6, 'W', 'dessert', [100, 4, 16, 13, 40, 0], 'greek yogurt, strawberries, blueberries, sugar', 'frozen sweet');
p('Apple Crumble', 'Spiced apples under an oat crumble.', '1f967', 8.99, 6, 'W', 'dessert', [290, 3, 44, 26, 120, 3], 'apple, oats, wheat flour, butter, brown sugar, cinnamon', 'sweet');
p('Cinnamon Rolls', 'With cream cheese icing.', '1f950', 6.99, 6, 'BW', 'dessert', [330, 5, 48, 22, 320, 1], 'wheat flour, butter, milk, egg, cinnamon, cream cheese, sugar', 'american sweet');
p('Black Bean Brownies', 'Fudgy, flourless and vegan.', '1f36b', 6.99, 9, 'W', 'dessert', [180, 4, 26, 16, 120, 4], 'black beans, cocoa, maple syrup, sugar', 'sweet');
p('Crème Brûlée Pots', 'Vanilla custard under burnt sugar.', '1f36e', 8.99, 4, 'W', 'dessert', [320, 4, 26, 24, 40, 0], 'cream, egg yolk, sugar, vanilla', 'french creamy sweet');
p('Cinnamon Rice Pudding', 'Slow-cooked with raisins.', '1f36e', 4.99, 4, 'W', 'dessert', [230, 6, 36, 22, 100, 0], 'rice, milk, sugar, cinnamon, raisins', 'creamy sweet');
p('Mixed Berry Galette', 'Rustic butter pastry.', '1f967', 9.99, 6, 'W', 'dessert', [260, 3, 34, 14, 170, 2], 'wheat flour, butter, blueberries, strawberries, sugar', 'french sweet');

// Ready meals, soups, salads and sides.
const HE = 'heat-and-eat';
p('Chicken Tikka Masala with Basmati', 'Tender chicken in a spiced tomato cream sauce.', '1f35b', 9.99, 1, 'LD', 'curry', 'ready-meal', 'chicken, tikka masala sauce, rice', `indian creamy spicy ${HE}`);
p('Chana Masala with Brown Rice', 'Chickpeas in a tangy tomato gravy.', '1f35b', 8.49, 1, 'LD', 'curry', 'ready-veg-meal', 'chickpeas, tomato, onion, garlic, ginger, brown rice, cumin', `indian spicy whole-grain ${HE}`);
p('Red Lentil Dal', 'Coconut and turmeric.', '1f35b', 7.99, 1, 'LD', 'curry', [380, 18, 56, 6, 620, 14], 'lentils, coconut milk, tomato, onion, garlic, turmeric', `indian earthy ${HE}`);
p('Thai Green Curry with Chicken', 'With jasmine rice.', '1f35b', 9.99, 1, 'LD', 'curry', 'ready-meal', 'chicken, green curry paste, coconut milk, rice, fish sauce', `thai spicy ${HE}`);
p('Beef Lasagna', 'Layers of ragù, ricotta and mozzarella.', '1f35d', 10.99, 2, 'D', 'casserole-and-bake', [520, 30, 40, 8, 880, 3], 'pasta, beef, marinara, ricotta, mozzarella, parmesan', `italian frozen ${HE}`);
p('Spinach and Mushroom Lasagna', 'Creamy ricotta and spinach layers.', '1f35d', 9.99, 2, 'D', 'casserole-and-bake', [450, 22, 44, 8, 760, 5], 'pasta, spinach, mushroom, ricotta, mozzarella, marinara', `italian frozen ${HE}`);
p('Shrimp Pad Thai', 'Rice noodles, tamarind and peanuts.', '1f35c', 10.49, 1, 'LD', 'noodles', [520, 22, 68, 16, 1100, 3], 'rice noodles, shrimp, egg, peanut, tamarind, fish sauce, scallion, garlic', `thai sweet tangy ${HE}`);
p('Tofu Pad Thai', 'Rice noodles, tofu, tamarind and peanuts.', '1f35c', 9.49, 1, 'LD', 'noodles', 'ready-veg-meal', 'rice noodles, tofu, peanut, tamarind, scallion, garlic, tamari', `thai sweet ${HE}`);
p('Chicken Burrito Bowl', 'Rice, beans, corn, salsa and cheddar.', '1f963', 9.49, 1, 'LD', 'grain-bowl', 'ready-meal', 'chicken, rice, black beans, corn, salsa, cheddar, sour cream', `mexican ${HE}`);
p('Sofritas Burrito Bowl', 'Spicy braised tofu with rice and beans.', '1f963', 8.99, 1, 'LD', 'grain-bowl', 'ready-veg-meal', 'tofu, rice, black beans, chipotle, corn, romaine, tomato, onion', `mexican spicy ${HE}`);
p('Baked Mac and Cheese', 'Sharp cheddar and a crunchy top.', '1f9c0', 7.99, 2, 'LD', 'casserole-and-bake', [560, 24, 56, 6, 900, 2], 'pasta, cheddar, milk, butter, breadcrumbs', `american creamy ${HE}`);
p('Butternut Squash Soup', 'Velvety, with coconut and ginger.', '1f372', 6.49, 2, 'LD', 'soup-and-stew', [160, 3, 28, 9, 520, 5], 'butternut squash, coconut milk, onion, ginger', `creamy sweet ${HE}`);
p('Chicken Noodle Soup', 'Just like home.', '1f372', 6.99, 2, 'LD', 'soup-and-stew', 'soup', 'chicken, egg noodles, carrot, celery, onion', `american savory ${HE}`);
p('Lentil and Kale Soup', 'Hearty and herby.', '1f372', 6.49, 2, 'LD', 'soup-and-stew', [220, 13, 34, 5, 480, 11], 'lentils, kale, tomato, carrot, onion, garlic', `mediterranean herby ${HE}`);
p('Minestrone', 'Vegetables, beans and little pasta.', '1f372', 6.49, 2, 'LD', 'soup-and-stew', 'soup', 'pasta, white beans, zucchini, tomato, carrot, onion, parmesan', `italian ${HE}`);
p('Tomato Basil Soup', 'Creamy and comforting.', '1f345', 5.99, 2, 'LD', 'soup-and-stew', [170, 4, 22, 12, 640, 3], 'tomato, basil, cream, onion, garlic', `creamy ${HE}`);
p('Miso Ramen with Pork Belly', 'Rich miso broth and a soft egg.', '1f35c', 9.99, 1, 'LD', 'noodles', [560, 26, 62, 6, 1600, 4], 'ramen noodles, pork, miso, egg, scallion, sesame oil, garlic', `japanese umami ${HE}`);
p('Texas Beef Chili', 'Slow-simmered with beans.', '1f372', 8.99, 2, 'LD', 'soup-and-stew', [420, 30, 30, 8, 900, 9], 'beef, kidney beans, tomato, onion, chili powder, garlic', `american spicy smoky ${HE}`);
p('Three-Bean Chili', 'Black, kidney and white beans.', '1f372', 7.49, 2, 'LD', 'soup-and-stew', [330, 16, 54, 9, 700, 16], 'black beans, kidney beans, white beans, tomato, onion, bell pepper, chili powder', `american spicy ${HE}`);
p('Salmon Teriyaki Bowl', 'Glazed salmon, brown rice and edamame.', '1f371', 11.49, 1, 'LD', 'grain-bowl', 'ready-meal', 'salmon, teriyaki sauce, brown rice, edamame, scallion', `japanese sweet ${HE}`);
p('Ahi Poke Bowl', 'Tuna, rice, cucumber and avocado.', '1f363', 12.99, 1, 'L', 'grain-bowl', [470, 28, 52, 8, 980, 4], 'tuna, rice, cucumber, avocado, tamari, sesame oil, scallion', 'japanese umami no-cook grab-and-go');
p('California Rolls', 'Crab, avocado and cucumber.', '1f363', 8.99, 2, 'L', 'rice-dish', [300, 9, 44, 8, 560, 3], 'crab, rice, avocado, cucumber, mayonnaise, seaweed, sesame seeds', 'japanese no-cook grab-and-go');
p('Falafel Wrap with Tahini', 'Falafel, tahini and crunchy salad.', '1f959', 8.49, 1, 'L', 'sandwich-and-wrap', 'sandwich', 'chickpeas, whole wheat pita, tahini, cucumber, tomato, romaine, garlic, onion', 'middle-eastern herby grab-and-go');
p('Chicken Caesar Wrap', 'Grilled chicken, romaine and parmesan.', '1f32f', 8.99, 1, 'L', 'sandwich-and-wrap', 'sandwich', 'chicken, flour tortilla, romaine, parmesan, caesar dressing', 'american grab-and-go');
p('Turkey Club Sandwich', 'Turkey, bacon, tomato and lettuce.', '1f96a', 8.49, 1, 'L', 'sandwich-and-wrap', 'sandwich', 'turkey, bacon, sourdough, tomato, romaine, mayonnaise', 'american grab-and-go');
p('Caprese Sandwich', 'Mozzarella, tomato and pesto on ciabatta.', '1f96a', 7.99, 1, 'L', 'sandwich-and-wrap', [480, 20, 46, 4, 760, 3], 'mozzarella, tomato, basil, pesto, ciabatta', 'italian herby grab-and-go');
p('Greek Salad with Feta', 'Tomato, cucumber, olives and feta.', '1f957', 7.99, 1, 'LD', 'main-salad', [320, 10, 16, 8, 780, 5], 'romaine, tomato, cucumber, red onion, olives, feta, olive oil', 'mediterranean tangy no-cook grab-and-go');
p('Cobb Salad', 'Chicken, bacon, egg, avocado and blue cheese.', '1f957', 9.49, 1, 'L', 'main-salad', [520, 34, 12, 5, 980, 5], 'chicken, bacon, egg, avocado, blue cheese, romaine, tomato', 'american no-cook grab-and-go');
p('Quinoa Power Salad', 'Quinoa, kale, chickpeas and sweet potato.', '1f957', 8.99, 1, 'LD', 'main-salad', [420, 14, 52, 8, 380, 10], 'quinoa, kale, chickpeas, sweet potato, tahini, lemon, garlic', 'zesty no-cook grab-and-go');
p('Soba Noodle Salad with Edamame', 'Sesame-tamari dressing and crunchy vegetables.', '1f35c', 8.49, 1, 'L', 'noodles', 'salad-meal', 'soba, edamame, carrot, cabbage, peanut, sesame oil, tamari, scallion', 'japanese umami no-cook grab-and-go');
p('Korean Beef Bibimbap', 'Rice, beef, vegetables, egg and gochujang.', '1f372', 11.49, 1, 'LD', 'rice-dish', 'ready-meal', 'beef, rice, spinach, carrot, shiitake, egg, gochujang, sesame oil', `korean spicy ${HE}`);
p('Kung Pao Chicken', 'Chili, peanuts and peppers.', '1f961', 9.99, 1, 'LD', 'stir-fry', 'ready-meal', 'chicken, peanut, bell pepper, soy sauce, chili, garlic, scallion, rice', `chinese spicy ${HE}`);
p('General Tso’s Tofu', 'Crisp tofu in a sweet chili glaze.', '1f961', 8.99, 1, 'LD', 'stir-fry', 'ready-veg-meal', 'tofu, cornstarch, soy sauce, garlic, ginger, broccoli, rice, sugar', `chinese sweet spicy ${HE}`);
p('Vegetable Fried Rice', 'Egg, peas, carrots and scallions.', '1f35a', 6.99, 2, 'LD', 'rice-dish', [380, 10, 60, 4, 820, 4], 'rice, egg, peas, carrot, scallion, soy sauce, sesame oil', `chinese frozen ${HE}`);
p('Shrimp Fried Rice', 'Wok-tossed with egg and peas.', '1f35a', 8.49, 2, 'LD', 'rice-dish', 'ready-meal', 'rice, shrimp, egg, peas, carrot, scallion, soy sauce', `chinese frozen ${HE}`);
p('Chicken and Chorizo Paella', 'Saffron rice, chicken, chorizo and shrimp.', '1f958', 12.99, 2, 'D', 'rice-dish', 'ready-meal', 'rice, chicken, chorizo, shrimp, bell pepper, onion, saffron', `spanish smoky ${HE}`);
p('Jerk Chicken with Rice and Peas', 'Fiery jerk chicken, coconut rice and beans.', '1f357', 10.49, 1, 'LD', 'grill-and-barbecue', 'ready-meal', 'chicken, scotch bonnet, allspice, thyme, scallion, garlic, rice, kidney beans, coconut milk', `caribbean spicy ${HE}`);
p('Mushroom Risotto', 'Creamy arborio with cremini and parmesan.', '1f344', 8.99, 1, 'LD', 'rice-dish', [460, 12, 66, 3, 720, 3], 'arborio rice, mushroom, parmesan, butter, onion', `italian earthy creamy ${HE}`);
p('Eggplant Parmesan', 'Breaded eggplant, marinara and mozzarella.', '1f346', 9.49, 2, 'D', 'casserole-and-bake', 'ready-veg-meal', 'eggplant, breadcrumbs, egg, marinara, mozzarella, parmesan', `italian frozen ${HE}`);
p('Spinach and Ricotta Ravioli', 'Fresh pasta pillows; cook in 4 minutes.', '1f95f', 6.99, 3, 'LD', 'pasta', [320, 14, 40, 3, 480, 3], 'egg pasta, spinach, ricotta, parmesan', 'italian');
p('Lamb Shepherd’s Pie', 'Braised lamb under buttery mash.', '1f967', 10.99, 2, 'D', 'casserole-and-bake', [480, 26, 38, 6, 780, 5], 'lamb, potato, carrot, peas, onion, butter, milk, worcestershire sauce', `savory frozen ${HE}`);
p('Beef Moussaka', 'Spiced beef, eggplant and béchamel.', '1f346', 11.49, 2, 'D', 'casserole-and-bake', 'ready-meal', 'beef, eggplant, tomato, onion, milk, butter, wheat flour, egg, cinnamon', `mediterranean ${HE}`);
p('Beef Pho', 'Star anise broth, rice noodles and herbs.', '1f35c', 10.99, 1, 'LD', 'noodles', [420, 28, 52, 6, 1500, 2], 'beef, rice noodles, fish sauce, onion, ginger, cilantro, basil, lime', `vietnamese herby ${HE}`);
p('Pork Banh Mi', 'Lemongrass pork, pickles and herbs on a baguette.', '1f956', 8.99, 1, 'L', 'sandwich-and-wrap', 'sandwich', 'pork, baguette, pickled carrot, cucumber, cilantro, jalapeño, mayonnaise, lemongrass', 'vietnamese tangy grab-and-go');
p('Margherita Pizza', 'Tomato, mozzarella and basil.', '1f355', 7.99, 3, 'LD', 'pizza-and-flatbread', 'pizza', 'wheat flour, tomato, mozzarella, basil, yeast', 'italian frozen');
p('Pepperoni Pizza', 'Crisp pepperoni and mozzarella.', '1f355', 8.49, 3, 'LD', 'pizza-and-flatbread', [340, 14, 35, 4, 820, 2], 'wheat flour, tomato, mozzarella, pepperoni, yeast', 'italian frozen');
p('Roasted Veggie Cauliflower-Crust Pizza', 'Gluten-free and vegan.', '1f355', 9.49, 3, 'LD', 'pizza-and-flatbread', [220, 5, 28, 4, 480, 3], 'cauliflower, rice flour, tomato, bell pepper, zucchini, olives, vegan mozzarella', 'frozen');
p('Pork and Chive Dumplings', 'Pan-fry or air-fry from frozen.', '1f95f', 7.99, 4, 'LD', 'dumplings-and-bao', 'dumplings', 'wheat flour, pork, chives, cabbage, ginger, soy sauce, sesame oil', 'chinese frozen air-fryer');
p('Vegetable Gyoza', 'Cabbage, shiitake and tofu.', '1f95f', 6.99, 4, 'LD', 'dumplings-and-bao', [220, 6, 32, 3, 480, 3], 'wheat flour, cabbage, carrot, shiitake, tofu, garlic, soy sauce', 'japanese frozen air-fryer');
p('Hoisin Chicken Bao Buns', 'Fluffy buns with hoisin chicken.', '1f95f', 8.99, 4, 'LD', 'dumplings-and-bao', 'dumplings', 'wheat flour, chicken, hoisin, scallion, milk, sugar', 'chinese sweet frozen');
p('Vegetable Spring Rolls', 'Crisp rolls with glass noodles.', '1f32f', 5.99, 6, 'LDS', 'side-dish', [180, 4, 24, 4, 380, 2], 'wheat flour, cabbage, carrot, glass noodles, garlic', 'chinese frozen air-fryer');
p('Potato and Pea Samosas', 'Spiced and flaky.', '1f95f', 5.99, 6, 'LDS', 'side-dish', [260, 5, 32, 2, 420, 3], 'wheat flour, potato, peas, onion, cumin, sunflower oil', 'indian spicy frozen air-fryer');
p('Sweet Potato Fries', 'Crisp in the air fryer.', '1f35f', 3.99, 4, 'LDS', 'side-dish', 'side', 'sweet potato, sunflower oil, salt', 'american frozen air-fryer');
p('Rosemary Roasted Potatoes', 'Crisp, garlicky and ready to reheat.', '1f954', 4.99, 3, 'LD', 'side-dish', 'side', 'potato, olive oil, rosemary, garlic, salt', HE);
p('Creamy Coleslaw', 'Cabbage and carrot in a light dressing.', '1f96c', 3.99, 4, 'LD', 'side-dish', [140, 1, 10, 8, 220, 2], 'cabbage, carrot, mayonnaise, vinegar, sugar', 'american no-cook');
p('Garden Side Salad', 'Greens, cucumber, tomato and carrot.', '1f957', 3.99, 2, 'LD', 'side-dish', [35, 2, 6, 3, 30, 2], 'mixed greens, cucumber, cherry tomato, carrot', 'no-cook grab-and-go');
p('Mexican Street Corn', 'Charred corn with cotija and lime.', '1f33d', 4.99, 4, 'LD', 'side-dish', [180, 5, 20, 6, 320, 2], 'corn, mayonnaise, cotija, chili, lime', 'mexican smoky tangy');
p('Cilantro Lime Rice', 'Fluffy and bright.', '1f35a', 3.99, 3, 'LD', 'side-dish', [210, 4, 44, 0, 290, 1], 'rice, cilantro, lime, salt', `mexican zesty ${HE}`);
p('Grilled Chicken and Roasted Vegetables', 'Meal-prep box with sweet potato and broccoli.', '1f357', 9.99, 1, 'LD', 'grill-and-barbecue', [430, 40, 34, 6, 560, 6], 'chicken, sweet potato, broccoli, olive oil, lemon', `american ${HE}`);
p('Herb Salmon with Quinoa and Green Beans', 'Lemon-dill salmon, ready in 3 minutes.', '1f363', 12.49, 1, 'LD', 'roast-and-tray-bake', [480, 34, 32, 3, 420, 6], 'salmon, quinoa, green beans, lemon, dill, olive oil', `herby ${HE}`);
p('Turkey Meatloaf with Mashed Potatoes', 'Comfort food, lightened up.', '1f983', 9.49, 1, 'D', 'casserole-and-bake', 'ready-meal', 'turkey, breadcrumbs, egg, onion, tomato, potato, milk, butter', `american savory ${HE}`);
p('Stuffed Bell Peppers', 'Beef, rice, tomato and cheddar.', '1fad1', 9.99, 2, 'D', 'casserole-and-bake', 'ready-meal', 'bell pepper, beef, rice, tomato, onion, cheddar', `american ${HE}`);
p('Vegan Cauliflower Mac', 'Chickpea pasta in a cashew cheese sauce.', '1f966', 7.99, 2, 'LD', 'casserole-and-bake', 'ready-veg-meal', 'cauliflower, chickpea flour, cashew, nutritional yeast', `creamy ${HE}`);
p('Tempeh Bolognese', 'Whole-wheat pasta with a hearty tempeh ragù.', '1f35d', 8.99, 1, 'LD', 'pasta', 'ready-veg-meal', 'tempeh, marinara, whole wheat pasta, carrot', `italian whole-grain ${HE}`);
p('Seitan Gyro Wrap', 'Seitan, dairy-free tzatziki and tomato.', '1f959', 8.49, 1, 'L', 'sandwich-and-wrap', 'sandwich', 'seitan, whole wheat pita, coconut milk, cucumber, garlic, tomato, red onion', 'mediterranean grab-and-go');
p('BBQ Jackfruit Sandwich', 'Smoky pulled jackfruit and slaw.', '1f96a', 7.99, 1, 'L', 'sandwich-and-wrap', [410, 8, 70, 22, 880, 6], 'jackfruit, bbq sauce, wheat flour, cabbage, yeast', 'american smoky sweet grab-and-go');
p('Duck Confit Legs', 'Slow-cooked in their own fat; crisp in the oven.', '1f986', 14.99, 2, 'D', 'roast-and-tray-bake', [420, 28, 0, 0, 780, 0], 'duck, salt, thyme', `french ${HE}`);
p('Coq au Vin', 'Chicken braised with bacon and mushrooms.', '1f357', 12.99, 2, 'D', 'soup-and-stew', [470, 34, 14, 4, 760, 2], 'chicken, bacon, mushroom, onion, garlic, butter, thyme', `french earthy ${HE}`);
p('Ratatouille', 'Provençal vegetable stew.', '1f346', 6.99, 2, 'LD', 'soup-and-stew', [180, 4, 20, 12, 480, 6], 'eggplant, zucchini, bell pepper, tomato, onion, garlic, olive oil', `french herby ${HE}`);
p('Shrimp Summer Rolls', 'Rice paper, shrimp, herbs and peanut sauce.', '1f990', 7.99, 2, 'L', 'sandwich-and-wrap', [260, 14, 40, 6, 540, 3], 'rice paper, shrimp, rice noodles, mint, lettuce, carrot, peanut sauce', 'vietnamese herby no-cook grab-and-go');
p('Black Bean and Plantain Bowl', 'Coconut rice, mango and lime.', '1f963', 8.99, 1, 'LD', 'grain-bowl', 'ready-veg-meal', 'black beans, plantain, rice, mango, cilantro, lime', `caribbean sweet ${HE}`);
p('Spanish Tortilla', 'Potato and egg omelette.', '1f373', 6.99, 4, 'BL', 'eggs', [210, 8, 16, 1, 320, 1], 'egg, potato, olive oil, onion', `spanish ${HE}`);
p('Gazpacho', 'Chilled tomato and cucumber soup.', '1f345', 5.99, 2, 'L', 'soup-and-stew', [110, 2, 12, 8, 480, 3], 'tomato, cucumber, bell pepper, olive oil, garlic, sherry vinegar', 'spanish tangy no-cook');
p('Japchae', 'Glass noodles with vegetables and sesame.', '1f35c', 9.49, 1, 'LD', 'noodles', 'ready-veg-meal', 'sweet potato noodles, spinach, carrot, shiitake, soy sauce, sesame oil, garlic', `korean sweet ${HE}`);
p('Chicken Shawarma Plate', 'Spiced chicken, rice and tahini.', '1f959', 10.49, 1, 'LD', 'grill-and-barbecue', 'ready-meal', 'chicken, rice, tahini, cucumber, tomato, garlic, cumin', `middle-eastern ${HE}`);
p('Lamb Kofta with Couscous', 'Grilled kofta and tzatziki.', '1f362', 11.49, 1, 'LD', 'grill-and-barbecue', 'ready-meal', 'lamb, couscous, tzatziki, onion, parsley', `middle-eastern herby ${HE}`);
p('Spaghetti and Meatballs', 'Beef meatballs in marinara.', '1f35d', 9.49, 1, 'LD', 'pasta', 'ready-meal', 'pasta, beef, marinara, breadcrumbs, egg, parmesan', `italian ${HE}`);
p('Chicken Pesto Penne', 'Basil pesto and blistered tomatoes.', '1f35d', 9.49, 1, 'LD', 'pasta', 'ready-meal', 'pasta, chicken, pesto, cherry tomato', `italian herby ${HE}`);
p('Shrimp Scampi Linguine', 'Garlic, butter and lemon.', '1f35d', 10.99, 1, 'LD', 'pasta', 'ready-meal', 'pasta, shrimp, butter, garlic, lemon', `italian zesty ${HE}`);
