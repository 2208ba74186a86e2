// biome-ignore-all format: one entry per line reads as a table
// The pairings (recipes made of catalogue products) of the seeded catalogue, one call each: name, description,
// picture, servings, prep minutes, occasions (B L D S W), dish type slug, cooking method (steps.ts turns it and the
// products into steps), the products by role, and tag slugs (cuisine, flavor, food format, meal kit). Attributes,
// price, nutrition and protein/polarizing/macro tags come from the products; "5-ingredient" (five products or fewer)
// and "Under 30 minutes" are derived.

export type Method =
  | 'sheet-pan'
  | 'stir-fry'
  | 'pasta'
  | 'one-pot'
  | 'slow-cooker'
  | 'grill'
  | 'pan'
  | 'tacos'
  | 'bowl'
  | 'salad'
  | 'burger'
  | 'sandwich'
  | 'eggs'
  | 'oats'
  | 'layer'
  | 'blend'
  | 'pancakes'
  | 'board'
  | 'air-fryer'
  | 'toast'
  | 'flatbread'
  | 'bake';

/** Products by their role in the recipe: p protein, b base (grain, bread, pasta), v vegetables and fruit, s sauce
 * or seasoning, f finish (topping or side). */
export interface Roles {
  p?: string[];
  b?: string[];
  v?: string[];
  s?: string[];
  f?: string[];
}

export interface PairingDefinition {
  name: string;
  description: string;
  picture: string;
  servings: number;
  prepMinutes: number;
  occasions: string;
  dishType: string;
  method: Method;
  roles: Roles;
  tags: string[];
}

export const PAIRING_DEFINITIONS: PairingDefinition[] = [];

function r(
  name: string,
  description: string,
  picture: string,
  servings: number,
  prepMinutes: number,
  occasions: string,
  dishType: string,
  method: Method,
  roles: Roles,
  tags = '',
): void {
  PAIRING_DEFINITIONS.push({
    name,
    description,
    picture,
    servings,
    prepMinutes,
    occasions,
    dishType,
    method,
    roles,
    tags: tags.split(' ').filter(Boolean),
  });
}

const KIT = 'meal-kit';

// Breakfast.
r('Avocado Toast with Poached Eggs', 'Smashed avocado, lemon and a runny egg on seeded toast.', '1f951', 2, 15, 'B', 'eggs', 'toast', { p: ['Free-Range Eggs'], b: ['Seeded Whole-Grain Bread'], v: ['Hass Avocados'], s: ['Lemons'] }, 'zesty savory');
r('Smoked Salmon Bagel', 'Cream cheese, smoked salmon and capers.', '1f96f', 2, 5, 'BL', 'bakery', 'sandwich', { p: ['Smoked Salmon'], b: ['Plain Bagels'], s: ['Cream Cheese'], f: ['Nonpareil Capers'] }, 'american smoky no-cook');
r('Berry Yogurt Parfait', 'Greek yogurt layered with granola and blueberries.', '1fad0', 2, 5, 'BS', 'yogurt-and-smoothies', 'layer', { p: ['Plain Greek Yogurt'], b: ['Maple Pecan Granola'], v: ['Organic Blueberries'] }, 'sweet no-cook');
r('Tofu Scramble with Spinach', 'Turmeric-gold tofu with spinach and tomatoes.', '1f373', 2, 15, 'BL', 'eggs', 'eggs', { p: ['Organic Firm Tofu'], v: ['Organic Baby Spinach', 'Cherry Tomatoes'], s: ['Nutritional Yeast'] }, 'savory');
r('Huevos Rancheros', 'Fried eggs on corn tortillas with beans and chipotle salsa.', '1f373', 2, 20, 'BL', 'eggs', 'eggs', { p: ['Free-Range Eggs', 'Black Beans'], b: ['Corn Tortillas'], s: ['Chipotle Salsa'], f: ['Hass Avocados'] }, 'mexican spicy');
r('Shakshuka with Feta', 'Eggs poached in spiced tomato and pepper sauce.', '1f958', 4, 25, 'BL', 'eggs', 'one-pot', { p: ['Free-Range Eggs'], s: ['Shakshuka Sauce'], f: ['Greek Feta'], b: ['Sourdough Loaf'] }, 'middle-eastern spicy one-pot');
r('Banana Buttermilk Pancakes', 'Fluffy pancakes with sliced banana and maple syrup.', '1f95e', 4, 20, 'B', 'pancakes-and-waffles', 'pancakes', { b: ['Buttermilk Pancake Mix'], v: ['Bananas'], p: ['Organic Whole Milk'], s: ['Pure Maple Syrup'] }, 'american sweet');
r('Gluten-Free Blueberry Pancakes', 'Egg-free, dairy-free pancakes bursting with berries.', '1f95e', 4, 20, 'B', 'pancakes-and-waffles', 'pancakes', { b: ['Gluten-Free Pancake Mix'], v: ['Organic Blueberries'], p: ['Oat Milk'], s: ['Pure Maple Syrup'] }, 'sweet');
r('Peanut Butter Banana Oatmeal', 'Creamy oats with peanut butter and banana.', '1f963', 2, 10, 'B', 'oats-and-cereal', 'oats', { b: ['Gluten-Free Rolled Oats'], p: ['Creamy Peanut Butter', 'Oat Milk'], v: ['Bananas'] }, 'sweet');
r('Mango Coconut Smoothie Bowl', 'A thick green smoothie topped with mango, coconut and grain-free granola.', '1f96d', 2, 10, 'B', 'yogurt-and-smoothies', 'blend', { b: ['Green Smoothie Pack'], v: ['Ataulfo Mangoes'], f: ['Unsweetened Coconut Flakes', 'Grain-Free Coconut Granola'] }, 'sweet no-cook');
r('Chorizo Breakfast Tacos', 'Scrambled eggs and chorizo with salsa verde.', '1f32e', 4, 20, 'B', 'tacos-and-burritos', 'tacos', { p: ['Spanish Chorizo', 'Free-Range Eggs'], b: ['Corn Tortillas'], s: ['Salsa Verde'] }, 'mexican spicy');
r('Mushroom and Goat Cheese Frittata', 'Spinach, mushrooms and tangy goat cheese, baked.', '1f373', 4, 30, 'BL', 'eggs', 'bake', { p: ['Pasture-Raised Eggs'], v: ['Organic Baby Spinach', 'Cremini Mushrooms'], f: ['Creamy Goat Cheese'] }, 'french savory');
r('Japanese Breakfast Set', 'Grilled salmon, rice, miso soup and silken tofu.', '1f371', 2, 25, 'B', 'rice-dish', 'pan', { p: ['Atlantic Salmon Side', 'Silken Tofu'], b: ['Jasmine Rice'], s: ['White Miso Paste'], f: ['Scallions'] }, 'japanese umami');
r('Savory Congee with Soft Egg', 'Rice porridge with ginger, scallion and soy.', '1f35a', 2, 40, 'B', 'rice-dish', 'one-pot', { b: ['Jasmine Rice'], p: ['Free-Range Eggs'], v: ['Fresh Ginger'], s: ['Low-Sodium Soy Sauce'], f: ['Scallions'] }, 'chinese savory one-pot');
r('Bacon, Egg and Cheese Muffin', 'The classic breakfast sandwich.', '1f953', 2, 15, 'B', 'bakery', 'sandwich', { p: ['Thick-Cut Bacon', 'Free-Range Eggs'], b: ['English Muffins'], f: ['Aged Cheddar'] }, 'american savory');
r('Strawberry Almond Overnight Oats', 'Oats soaked in almond milk with strawberries and almond butter.', '1f353', 2, 5, 'B', 'oats-and-cereal', 'oats', { b: ['Gluten-Free Rolled Oats'], p: ['Unsweetened Almond Milk', 'Almond Butter'], v: ['Strawberries'] }, 'sweet no-cook');
r('Sweet Potato Hash with Turkey Sausage', 'Crispy sweet potato, peppers and a fried egg.', '1f360', 2, 30, 'B', 'eggs', 'pan', { p: ['Turkey Sausage Patties', 'Free-Range Eggs'], v: ['Sweet Potatoes', 'Rainbow Bell Peppers'] }, 'american savory');
r('Maple Walnut Steel-Cut Oats', 'Slow-simmered oats with walnuts and maple.', '1f963', 4, 30, 'B', 'oats-and-cereal', 'oats', { b: ['Steel-Cut Oats'], p: ['Organic Whole Milk'], f: ['Walnut Halves'], s: ['Pure Maple Syrup'] }, 'sweet earthy');
r('Soy Milk Matcha Latte and Banana Toast', 'A green tea latte with almond butter banana toast.', '1f375', 2, 10, 'B', 'bakery', 'toast', { b: ['Gluten-Free Sandwich Bread'], p: ['Almond Butter'], v: ['Bananas'], s: ['Ceremonial Matcha', 'Soy Milk'] }, 'japanese sweet');

// Lunch and dinner: curries, stews and one-pot meals.
r('Thai Red Curry with Tofu', 'Tofu and peppers simmered in red curry and coconut.', '1f35b', 4, 30, 'LD', 'curry', 'one-pot', { p: ['Organic Firm Tofu'], v: ['Rainbow Bell Peppers'], s: ['Thai Red Curry Paste', 'Coconut Milk'], b: ['Jasmine Rice'] }, `thai spicy creamy one-pot ${KIT}`);
r('Chickpea and Spinach Curry', 'Chickpeas and spinach in a tomato-coconut curry.', '1f35b', 4, 35, 'LD', 'curry', 'one-pot', { p: ['Organic Chickpeas'], v: ['Organic Baby Spinach', 'Yellow Onions'], s: ['San Marzano Tomatoes', 'Coconut Milk'], b: ['Brown Basmati Rice'] }, 'indian spicy one-pot');
r('Thai Green Curry with Shrimp', 'Shrimp and zucchini in fragrant green curry.', '1f35b', 4, 25, 'LD', 'curry', 'one-pot', { p: ['Wild Shrimp'], v: ['Zucchini'], s: ['Thai Green Curry Paste', 'Coconut Milk', 'Fish Sauce'], b: ['Jasmine Rice'] }, `thai spicy herby ${KIT}`);
r('Chicken Tikka Masala Night', 'Chicken in tikka masala sauce with basmati and garlic naan.', '1f35b', 4, 35, 'D', 'curry', 'one-pot', { p: ['Organic Chicken Breasts'], s: ['Tikka Masala Simmer Sauce'], b: ['Brown Basmati Rice', 'Garlic Naan'] }, `indian creamy spicy ${KIT}`);
r('Chicken Korma with Naan', 'Mild, creamy korma with brown basmati.', '1f35b', 4, 35, 'D', 'curry', 'one-pot', { p: ['Organic Chicken Breasts'], s: ['Korma Simmer Sauce'], b: ['Brown Basmati Rice', 'Garlic Naan'] }, 'indian creamy');
r('Palak Paneer', 'Paneer in a silky spiced spinach sauce.', '1f9c0', 4, 35, 'LD', 'curry', 'one-pot', { p: ['Paneer'], v: ['Organic Baby Spinach', 'Yellow Onions', 'Fresh Ginger'], s: ['Heavy Cream'], b: ['Brown Basmati Rice'] }, 'indian creamy');
r('Dal Tadka', 'Red lentils finished with sizzling garlic and cumin.', '1fad8', 4, 30, 'LD', 'curry', 'one-pot', { p: ['Red Lentils'], v: ['Yellow Onions', 'Garlic Bulbs', 'Cherry Tomatoes'], b: ['Jasmine Rice'] }, 'indian earthy one-pot');
r('Aloo Gobi', 'Cauliflower and potatoes with ginger and turmeric.', '1f966', 4, 35, 'LD', 'curry', 'one-pot', { v: ['Cauliflower', 'Yukon Gold Potatoes', 'Yellow Onions', 'Fresh Ginger'], b: ['Brown Basmati Rice'] }, 'indian spicy earthy');
r('Tandoori Salmon with Cucumber Raita', 'Yogurt-marinated salmon with basmati and lime.', '1f363', 4, 30, 'D', 'roast-and-tray-bake', 'sheet-pan', { p: ['Atlantic Salmon Side'], s: ['Plain Greek Yogurt'], b: ['Brown Basmati Rice'], f: ['English Cucumbers', 'Limes'] }, 'indian spicy sheet-pan');
r('Curried Red Lentil Soup', 'Lentils, carrots, ginger and coconut; no onion or garlic.', '1f372', 4, 35, 'LD', 'soup-and-stew', 'one-pot', { p: ['Red Lentils'], v: ['Organic Carrots', 'Fresh Ginger'], s: ['Coconut Milk', 'Allium-Free Vegetable Broth'] }, 'indian earthy creamy one-pot');
r('Japanese Chicken Katsu Curry', 'Crisp panko chicken with mild curry sauce and rice.', '1f35b', 4, 45, 'D', 'curry', 'pan', { p: ['Organic Chicken Breasts', 'Free-Range Eggs'], b: ['Panko Breadcrumbs', 'Jasmine Rice'], v: ['Organic Carrots', 'Yukon Gold Potatoes'], s: ['Japanese Curry Roux'] }, 'japanese savory');
r('Slow-Cooker Coconut Chickpea Curry', 'Butternut squash and chickpeas in red curry.', '1f35b', 6, 20, 'LD', 'curry', 'slow-cooker', { p: ['Organic Chickpeas'], v: ['Butternut Squash Cubes'], s: ['Thai Red Curry Paste', 'Coconut Milk'], b: ['Jasmine Rice'] }, 'thai creamy slow-cooker');
r('Slow-Cooker Beef Stew', 'Beef, potatoes and carrots braised until tender.', '1f372', 6, 25, 'D', 'soup-and-stew', 'slow-cooker', { p: ['Beef Stew Meat'], v: ['Yukon Gold Potatoes', 'Organic Carrots', 'Yellow Onions'], s: ['Chicken Bone Broth'] }, 'american savory slow-cooker');
r('Slow-Cooker Black Bean Chili', 'Black beans, chickpeas, peppers and tomatoes.', '1f372', 6, 20, 'LD', 'soup-and-stew', 'slow-cooker', { p: ['Black Beans', 'Organic Chickpeas'], v: ['Rainbow Bell Peppers', 'Yellow Onions'], s: ['San Marzano Tomatoes'] }, 'mexican spicy smoky slow-cooker');
r('Turkey and Bean Chili', 'Lean turkey chili with peppers and black beans.', '1f372', 6, 40, 'LD', 'soup-and-stew', 'one-pot', { p: ['Ground Turkey', 'Black Beans'], v: ['Rainbow Bell Peppers', 'Yellow Onions'], s: ['San Marzano Tomatoes'] }, 'american spicy one-pot');
r('Lemon Chicken Orzo Soup', 'Chicken, pearl couscous and carrots in a lemony broth.', '1f372', 4, 35, 'LD', 'soup-and-stew', 'one-pot', { p: ['Organic Chicken Breasts'], b: ['Pearl Couscous'], v: ['Organic Carrots'], s: ['Chicken Bone Broth', 'Lemons'] }, 'mediterranean zesty one-pot');
r('Tuscan White Bean and Kale Soup', 'Cannellini beans, kale and tomatoes with parmesan.', '1f372', 4, 35, 'LD', 'soup-and-stew', 'one-pot', { p: ['Cannellini Beans'], v: ['Lacinato Kale', 'Yellow Onions'], s: ['San Marzano Tomatoes'], f: ['Parmigiano-Reggiano'] }, 'italian herby one-pot');
r('Sausage and Lentil Stew', 'Italian sausage, green lentils and kale.', '1f372', 4, 45, 'D', 'soup-and-stew', 'one-pot', { p: ['Italian Pork Sausages', 'French Green Lentils'], v: ['Organic Carrots', 'Lacinato Kale'], s: ['Chicken Bone Broth'] }, 'french earthy one-pot');
r('Chicken Cacciatore with Polenta', 'Chicken braised with tomatoes, mushrooms and peppers.', '1f357', 4, 50, 'D', 'soup-and-stew', 'one-pot', { p: ['Chicken Thighs'], v: ['Cremini Mushrooms', 'Rainbow Bell Peppers', 'Yellow Onions'], s: ['San Marzano Tomatoes'], b: ['Instant Polenta'] }, 'italian herby one-pot');
r('Mussels in Garlic Butter', 'Steamed mussels with lemon and crusty bread.', '1f9aa', 2, 20, 'D', 'soup-and-stew', 'one-pot', { p: ['PEI Mussels'], s: ['Unsalted Butter', 'Garlic Bulbs', 'Lemons'], b: ['Crusty Baguette'] }, `french zesty one-pot ${KIT}`);
r('Shrimp and Chorizo Paella', 'Saffron rice with shrimp, chorizo and peppers.', '1f958', 4, 45, 'D', 'rice-dish', 'one-pot', { p: ['Wild Shrimp', 'Spanish Chorizo'], b: ['Jasmine Rice'], v: ['Rainbow Bell Peppers'], s: ['Chicken Bone Broth'], f: ['Lemons'] }, `spanish smoky one-pot ${KIT}`);
r('Mushroom and Lentil Shepherd’s Pie', 'Lentils and mushrooms under a fluffy potato mash.', '1f967', 6, 60, 'D', 'casserole-and-bake', 'bake', { p: ['French Green Lentils'], v: ['Cremini Mushrooms', 'Organic Carrots', 'Yellow Onions', 'Yukon Gold Potatoes'], s: ['Oat Milk'] }, 'earthy savory');
r('Chicken Pho', 'Ginger broth with rice noodles, chicken, basil and lime.', '1f35c', 4, 40, 'LD', 'noodles', 'one-pot', { p: ['Organic Chicken Breasts'], b: ['Rice Noodles'], s: ['Chicken Bone Broth', 'Fish Sauce', 'Fresh Ginger'], f: ['Basil', 'Limes'] }, 'vietnamese herby one-pot');
r('Miso Ramen with Soft Egg', 'Miso broth, fresh ramen, shiitake and bok choy.', '1f35c', 2, 25, 'LD', 'noodles', 'one-pot', { p: ['Free-Range Eggs'], b: ['Fresh Ramen Noodles'], v: ['Shiitake Mushrooms', 'Baby Bok Choy'], s: ['White Miso Paste'], f: ['Scallions'] }, 'japanese umami one-pot');

// Sheet-pan and oven.
r('Herb-Roasted Salmon with Asparagus', 'Wild salmon, asparagus and potatoes with lemon.', '1f363', 2, 30, 'D', 'roast-and-tray-bake', 'sheet-pan', { p: ['Wild Sockeye Salmon Fillets'], v: ['Asparagus', 'Yukon Gold Potatoes'], s: ['Extra Virgin Olive Oil'], f: ['Lemons'] }, `herby zesty sheet-pan ${KIT}`);
r('Sheet-Pan Harissa Cauliflower and Chickpeas', 'Spicy roasted cauliflower and chickpeas over pearl couscous.', '1f966', 4, 35, 'LD', 'roast-and-tray-bake', 'sheet-pan', { p: ['Organic Chickpeas'], v: ['Cauliflower'], s: ['Harissa Paste'], b: ['Pearl Couscous'], f: ['Lemon Tahini Dressing'] }, `middle-eastern spicy smoky sheet-pan ${KIT}`);
r('Teriyaki Salmon Sheet-Pan', 'Glazed salmon and broccoli with jasmine rice.', '1f363', 4, 25, 'D', 'roast-and-tray-bake', 'sheet-pan', { p: ['Atlantic Salmon Side'], v: ['Broccoli Crowns'], s: ['Teriyaki Sauce'], b: ['Jasmine Rice'] }, `japanese sweet sheet-pan ${KIT}`);
r('Pork Tenderloin with Apples and Brussels Sprouts', 'Maple-roasted pork with apples and sprouts.', '1f356', 4, 35, 'D', 'roast-and-tray-bake', 'sheet-pan', { p: ['Pork Tenderloin'], v: ['Honeycrisp Apples', 'Brussels Sprouts'], s: ['Pure Maple Syrup'] }, `american sweet savory sheet-pan ${KIT}`);
r('Chicken Fajitas', 'Roasted chicken, peppers and onions with warm tortillas.', '1f32f', 4, 30, 'LD', 'tacos-and-burritos', 'sheet-pan', { p: ['Chicken Thighs'], v: ['Rainbow Bell Peppers', 'Yellow Onions'], b: ['Flour Tortillas'], f: ['Sour Cream', 'Guacamole'] }, `mexican smoky sheet-pan ${KIT}`);
r('Plant-Based Sausage and Peppers', 'Roasted plant-based sausages, peppers and onions over polenta.', '1f32d', 4, 30, 'D', 'roast-and-tray-bake', 'sheet-pan', { p: ['Plant-Based Italian Sausages'], v: ['Rainbow Bell Peppers', 'Yellow Onions'], b: ['Instant Polenta'] }, 'italian savory sheet-pan');
r('Chicken and Vegetables with Chimichurri', 'Roasted chicken thighs, zucchini and sweet potato.', '1f357', 4, 40, 'D', 'roast-and-tray-bake', 'sheet-pan', { p: ['Chicken Thighs'], v: ['Zucchini', 'Sweet Potatoes'], f: ['Chimichurri'] }, 'herby tangy sheet-pan');
r('Chicken Provençal with Olives', 'Chicken roasted with tomatoes, olives and capers.', '1f357', 4, 45, 'D', 'roast-and-tray-bake', 'sheet-pan', { p: ['Chicken Thighs'], v: ['Cherry Tomatoes'], s: ['Kalamata Olives', 'Nonpareil Capers'], b: ['Crusty Baguette'] }, 'french herby tangy sheet-pan');
r('Sunday Roast Chicken', 'A whole roast chicken with potatoes, carrots and lemon.', '1f357', 6, 90, 'D', 'roast-and-tray-bake', 'sheet-pan', { p: ['Whole Roasting Chicken'], v: ['Yukon Gold Potatoes', 'Organic Carrots'], s: ['Unsalted Butter'], f: ['Lemons'] }, 'american savory');
r('Stuffed Sweet Potatoes with Black Beans', 'Baked sweet potatoes filled with beans, guacamole and salsa.', '1f360', 4, 50, 'LD', 'roast-and-tray-bake', 'bake', { p: ['Black Beans'], v: ['Sweet Potatoes'], f: ['Guacamole', 'Salsa Verde'] }, 'mexican earthy');
r('Baked Ziti', 'Penne baked with marinara, ricotta and mozzarella.', '1f35d', 6, 45, 'D', 'casserole-and-bake', 'bake', { b: ['Penne Rigate'], s: ['Marinara Sauce'], p: ['Whole-Milk Ricotta', 'Fresh Mozzarella'] }, 'italian creamy');
r('Green Chicken Enchiladas', 'Corn tortillas rolled with chicken and baked in salsa verde.', '1f32f', 6, 50, 'D', 'casserole-and-bake', 'bake', { p: ['Organic Chicken Breasts'], b: ['Corn Tortillas'], s: ['Salsa Verde'], f: ['Aged Cheddar', 'Sour Cream'] }, 'mexican tangy');
r('Quinoa-Stuffed Peppers', 'Peppers filled with quinoa, black beans and cheddar.', '1fad1', 4, 50, 'D', 'casserole-and-bake', 'bake', { v: ['Rainbow Bell Peppers'], b: ['Tricolor Quinoa'], p: ['Black Beans'], s: ['Chipotle Salsa'], f: ['Aged Cheddar'] }, 'mexican smoky');
r('Ratatouille with Goat Cheese Polenta', 'Provençal vegetables over creamy polenta.', '1f346', 4, 50, 'D', 'soup-and-stew', 'one-pot', { v: ['Italian Eggplant', 'Zucchini', 'Rainbow Bell Peppers'], s: ['San Marzano Tomatoes'], b: ['Instant Polenta'], f: ['Creamy Goat Cheese'] }, 'french herby');
r('Sheet-Pan Gnocchi-Style Potatoes with Sausage', 'Crispy potatoes, chicken sausage and kale.', '1f954', 4, 35, 'D', 'roast-and-tray-bake', 'sheet-pan', { p: ['Chicken Sausages with Spinach and Feta'], v: ['Yukon Gold Potatoes', 'Lacinato Kale'], s: ['Extra Virgin Olive Oil'] }, 'mediterranean savory sheet-pan');

// Stir-fries, noodles and rice.
r('Tempeh and Broccoli Stir-Fry', 'Tempeh, broccoli and ginger with tamari.', '1f966', 4, 25, 'LD', 'stir-fry', 'stir-fry', { p: ['Organic Tempeh'], v: ['Broccoli Crowns', 'Fresh Ginger'], s: ['Tamari'], b: ['Jasmine Rice'] }, `chinese umami ${KIT}`);
r('Beef and Broccoli', 'Flank steak and broccoli in a ginger-garlic sauce.', '1f969', 4, 25, 'LD', 'stir-fry', 'stir-fry', { p: ['Flank Steak'], v: ['Broccoli Crowns', 'Fresh Ginger', 'Garlic Bulbs'], s: ['Low-Sodium Soy Sauce'], b: ['Jasmine Rice'] }, `chinese savory umami ${KIT}`);
r('Sweet and Sour Chicken', 'Chicken, pineapple and peppers in a hoisin glaze.', '1f34d', 4, 30, 'LD', 'stir-fry', 'stir-fry', { p: ['Chicken Thighs'], v: ['Pineapple Chunks', 'Rainbow Bell Peppers'], s: ['Hoisin Sauce'], b: ['Jasmine Rice'] }, 'chinese sweet tangy');
r('Seitan Teriyaki Stir-Fry', 'Seitan and vegetables in teriyaki glaze.', '1f961', 4, 20, 'LD', 'stir-fry', 'stir-fry', { p: ['Seitan Strips'], v: ['Stir-Fry Vegetable Mix'], s: ['Teriyaki Sauce'], b: ['Jasmine Rice'] }, 'japanese sweet');
r('Kung Pao Tofu', 'Crisp tofu, peppers and peanuts with chili.', '1f961', 4, 30, 'LD', 'stir-fry', 'stir-fry', { p: ['Organic Firm Tofu'], v: ['Rainbow Bell Peppers', 'Scallions'], s: ['Low-Sodium Soy Sauce', 'Chili Crisp'], f: ['Dry-Roasted Peanuts'], b: ['Jasmine Rice'] }, 'chinese spicy');
r('Vegan Mapo Tofu', 'Silken tofu in a numbing chili sauce.', '1f336', 4, 20, 'LD', 'stir-fry', 'stir-fry', { p: ['Silken Tofu'], s: ['Chili Crisp', 'Low-Sodium Soy Sauce'], f: ['Scallions'], b: ['Jasmine Rice'] }, 'chinese spicy umami');
r('Chicken Udon Stir-Fry', 'Thick udon, chicken and vegetables in teriyaki.', '1f35c', 4, 25, 'LD', 'noodles', 'stir-fry', { p: ['Chicken Thighs'], b: ['Udon Noodles'], v: ['Stir-Fry Vegetable Mix'], s: ['Teriyaki Sauce'] }, `japanese sweet ${KIT}`);
r('Sesame Soba with Edamame', 'Cold soba noodles with edamame, carrots and sesame.', '1f35c', 4, 15, 'L', 'noodles', 'salad', { p: ['Shelled Edamame'], b: ['Soba Noodles'], v: ['Organic Carrots', 'Scallions'], s: ['Toasted Sesame Oil', 'Low-Sodium Soy Sauce'] }, 'japanese umami');
r('Peanut Noodles with Tofu', 'Rice noodles, tofu and cucumber in peanut sauce.', '1f35c', 4, 25, 'LD', 'noodles', 'stir-fry', { p: ['Organic Firm Tofu'], b: ['Rice Noodles'], v: ['Organic Carrots', 'English Cucumbers'], s: ['Peanut Satay Sauce'] }, 'thai creamy');
r('Tofu Pad See Ew', 'Wide rice noodles with smoked tofu and bok choy.', '1f35c', 4, 25, 'LD', 'noodles', 'stir-fry', { p: ['Smoked Tofu'], b: ['Rice Noodles'], v: ['Baby Bok Choy'], s: ['Low-Sodium Soy Sauce'] }, 'thai savory umami');
r('Lemongrass Pork Noodle Bowl', 'Grilled pork over rice noodles with herbs and lime.', '1f35c', 4, 35, 'LD', 'noodles', 'bowl', { p: ['Pork Tenderloin'], b: ['Rice Noodles'], v: ['English Cucumbers', 'Organic Carrots'], s: ['Fish Sauce'], f: ['Limes'] }, 'vietnamese zesty herby');
r('Kimchi Fried Rice', 'Fried rice with kimchi, sesame and a fried egg.', '1f35a', 2, 20, 'LD', 'rice-dish', 'stir-fry', { b: ['Jasmine Rice'], v: ['Napa Cabbage Kimchi'], p: ['Free-Range Eggs'], s: ['Toasted Sesame Oil'], f: ['Scallions'] }, 'korean spicy tangy');
r('Cauliflower Fried Rice', 'Grain-free fried rice with egg, snap peas and tamari.', '1f966', 2, 20, 'LD', 'rice-dish', 'stir-fry', { b: ['Riced Cauliflower'], p: ['Free-Range Eggs'], v: ['Sugar Snap Peas', 'Organic Carrots'], s: ['Tamari'] }, 'umami');
r('Pork Dumplings with Bok Choy', 'Crisp-bottomed dumplings, greens and chili crisp.', '1f95f', 2, 20, 'LD', 'dumplings-and-bao', 'pan', { p: ['Pork and Chive Dumplings'], v: ['Baby Bok Choy'], s: ['Chili Crisp'] }, 'chinese spicy');
r('Miso-Glazed Cod with Bok Choy', 'Miso cod, bok choy and ginger rice.', '1f41f', 2, 25, 'D', 'roast-and-tray-bake', 'pan', { p: ['Cod Fillets'], s: ['White Miso Paste', 'Fresh Ginger'], v: ['Baby Bok Choy'], b: ['Jasmine Rice'] }, `japanese umami ${KIT}`);
r('Seared Tuna with Sesame Green Beans', 'Rare tuna steaks, sesame green beans and rice.', '1f41f', 2, 20, 'D', 'grill-and-barbecue', 'pan', { p: ['Ahi Tuna Steaks'], v: ['Green Beans'], s: ['Toasted Sesame Oil', 'Tamari'], b: ['Jasmine Rice'] }, 'japanese umami');
r('Vegetable Gyoza and Edamame', 'Pan-fried gyoza with steamed edamame and chili crisp.', '1f95f', 2, 15, 'LD', 'dumplings-and-bao', 'pan', { p: ['Vegetable Gyoza'], v: ['Edamame in Pods'], s: ['Chili Crisp'] }, 'japanese savory');

// Pasta.
r('Lentil Bolognese', 'A hearty red lentil ragù over spaghetti.', '1f35d', 4, 35, 'LD', 'pasta', 'pasta', { p: ['Red Lentils'], b: ['Spaghetti'], v: ['Organic Carrots'], s: ['Marinara Sauce'] }, 'italian savory');
r('Spaghetti Carbonara', 'Bacon, egg and parmesan in a silky sauce.', '1f35d', 4, 25, 'LD', 'pasta', 'pasta', { p: ['Thick-Cut Bacon', 'Free-Range Eggs'], b: ['Spaghetti'], f: ['Parmigiano-Reggiano'] }, `italian creamy savory ${KIT}`);
r('Shrimp Scampi Spaghetti', 'Shrimp in garlic butter with lemon.', '1f990', 4, 20, 'D', 'pasta', 'pasta', { p: ['Wild Shrimp'], b: ['Spaghetti'], s: ['Unsalted Butter', 'Garlic Bulbs'], f: ['Lemons'] }, `italian zesty ${KIT}`);
r('Pesto Chicken Penne', 'Chicken, cherry tomatoes and basil pesto.', '1f35d', 4, 25, 'LD', 'pasta', 'pasta', { p: ['Organic Chicken Breasts'], b: ['Penne Rigate'], v: ['Cherry Tomatoes'], s: ['Basil Pesto'] }, 'italian herby');
r('Sausage and Broccoli Penne', 'Italian sausage, broccoli and parmesan.', '1f35d', 4, 25, 'D', 'pasta', 'pasta', { p: ['Italian Pork Sausages'], b: ['Penne Rigate'], v: ['Broccoli Crowns'], f: ['Parmigiano-Reggiano'] }, 'italian savory');
r('Chicken Fettuccine Alfredo', 'Fresh fettuccine, chicken and broccoli in alfredo.', '1f35d', 4, 25, 'D', 'pasta', 'pasta', { p: ['Organic Chicken Breasts'], b: ['Fresh Egg Fettuccine'], v: ['Broccoli Crowns'], s: ['Classic Alfredo Sauce'] }, 'italian creamy');
r('Cashew Alfredo with Mushrooms', 'Gluten-free fusilli in a vegan cashew alfredo.', '1f344', 4, 25, 'LD', 'pasta', 'pasta', { b: ['Brown Rice Fusilli'], v: ['Cremini Mushrooms', 'Organic Baby Spinach'], s: ['Vegan Cashew Alfredo'] }, 'italian creamy earthy');
r('Chickpea Rotini with Marinara and Kale', 'Grain-free pasta with marinara and greens.', '1f35d', 4, 20, 'LD', 'pasta', 'pasta', { b: ['Chickpea Rotini'], v: ['Lacinato Kale'], s: ['Marinara Sauce'], f: ['Nutritional Yeast'] }, 'italian savory');
r('Whole-Wheat Penne Arrabbiata', 'Spicy tomato penne with basil and parmesan.', '1f336', 4, 20, 'LD', 'pasta', 'pasta', { b: ['Whole-Wheat Penne'], s: ['Arrabbiata Sauce'], f: ['Basil', 'Parmigiano-Reggiano'] }, 'italian spicy');
r('Ravioli with Brown Butter and Lemon', 'Spinach and ricotta ravioli in nutty brown butter.', '1f95f', 3, 15, 'LD', 'pasta', 'pasta', { b: ['Spinach and Ricotta Ravioli'], s: ['Unsalted Butter'], f: ['Parmigiano-Reggiano', 'Lemons'] }, 'italian zesty');
r('Turkey Meatball Subs', 'Turkey meatballs, marinara and melted mozzarella.', '1f956', 4, 25, 'L', 'sandwich-and-wrap', 'sandwich', { p: ['Turkey Meatballs'], b: ['Crusty Baguette'], s: ['Marinara Sauce'], f: ['Fresh Mozzarella'] }, 'italian savory');
r('Tempeh Bolognese with Zucchini', 'Crumbled tempeh ragù over whole-wheat penne.', '1f35d', 4, 35, 'D', 'pasta', 'pasta', { p: ['Organic Tempeh'], b: ['Whole-Wheat Penne'], v: ['Zucchini'], s: ['Marinara Sauce'] }, 'italian savory');

// Tacos, burgers and sandwiches.
r('Black Bean Tacos with Mango Salsa', 'Black beans, mango, avocado and lime on corn tortillas.', '1f32e', 4, 20, 'LD', 'tacos-and-burritos', 'tacos', { p: ['Black Beans'], b: ['Corn Tortillas'], v: ['Ataulfo Mangoes', 'Hass Avocados'], f: ['Cilantro Bunch', 'Limes'] }, `mexican zesty ${KIT}`);
r('Jackfruit Carnitas Tacos', 'Crispy pulled jackfruit with chipotle salsa.', '1f32e', 4, 30, 'LD', 'tacos-and-burritos', 'tacos', { p: ['Young Jackfruit'], b: ['Corn Tortillas'], s: ['Chipotle Salsa'], f: ['Cilantro Bunch', 'Limes'] }, 'mexican smoky');
r('Carne Asada Tacos', 'Grilled flank steak with onion, cilantro and salsa verde.', '1f32e', 4, 30, 'LD', 'tacos-and-burritos', 'tacos', { p: ['Flank Steak'], b: ['Corn Tortillas'], v: ['Yellow Onions'], s: ['Salsa Verde'], f: ['Cilantro Bunch', 'Limes'] }, `mexican tangy ${KIT}`);
r('Baja Fish Tacos', 'Crispy tilapia, slaw and chipotle salsa.', '1f32e', 4, 25, 'LD', 'tacos-and-burritos', 'tacos', { p: ['Tilapia Fillets'], b: ['Corn Tortillas'], s: ['Chipotle Salsa'], f: ['Creamy Coleslaw', 'Limes'] }, `mexican zesty ${KIT}`);
r('Turkey Taco Lettuce Wraps', 'Spiced turkey in crisp romaine with avocado.', '1f96c', 4, 20, 'LD', 'tacos-and-burritos', 'tacos', { p: ['Ground Turkey'], b: ['Romaine Hearts'], s: ['Chipotle Salsa'], f: ['Hass Avocados'] }, 'mexican smoky');
r('Pulled Pork Sandwiches', 'Slow-cooked BBQ pork with slaw on brioche.', '1f96a', 8, 30, 'LD', 'sandwich-and-wrap', 'slow-cooker', { p: ['Pork Shoulder'], s: ['Smoky BBQ Sauce'], b: ['Brioche Burger Buns'], f: ['Creamy Coleslaw'] }, 'american smoky sweet slow-cooker');
r('Pork Carnitas Bowls', 'Slow-cooked pork over cilantro lime rice and beans.', '1f963', 8, 30, 'LD', 'grain-bowl', 'slow-cooker', { p: ['Pork Shoulder', 'Black Beans'], b: ['Cilantro Lime Rice'], s: ['Salsa Verde'], f: ['Limes'] }, 'mexican tangy slow-cooker');
r('Classic Cheeseburgers', 'Grass-fed burgers with cheddar, lettuce and tomato.', '1f354', 4, 25, 'LD', 'burger', 'burger', { p: ['Grass-Fed Ground Beef'], b: ['Brioche Burger Buns'], v: ['Romaine Hearts', 'Cherry Tomatoes'], f: ['Aged Cheddar'] }, `american savory ${KIT}`);
r('Bison Burgers with Sweet Potato Fries', 'Lean bison burgers and crispy fries.', '1f354', 4, 30, 'D', 'burger', 'burger', { p: ['Bison Burger Patties'], b: ['Brioche Burger Buns'], v: ['Romaine Hearts'], f: ['Sweet Potato Fries'] }, 'american savory');
r('Plant-Based Burgers with Fries', 'Juicy plant-based burgers on vegan buns.', '1f354', 4, 25, 'LD', 'burger', 'burger', { p: ['Plant-Based Burgers'], b: ['Vegan Burger Buns'], v: ['Romaine Hearts', 'Cherry Tomatoes'], f: ['Sweet Potato Fries'] }, 'american savory');
r('Salmon Burgers with Dill Yogurt', 'Wild salmon burgers with tzatziki and greens.', '1f354', 4, 20, 'LD', 'burger', 'burger', { p: ['Wild Salmon Burgers'], b: ['Brioche Burger Buns'], v: ['Organic Spring Mix'], s: ['Tzatziki'] }, 'herby zesty');
r('Turkey Avocado Wrap', 'Roast turkey, avocado and greens in a flour tortilla.', '1f32f', 2, 10, 'L', 'sandwich-and-wrap', 'sandwich', { p: ['Sliced Roast Turkey'], b: ['Flour Tortillas'], v: ['Hass Avocados', 'Organic Spring Mix'] }, 'american no-cook');
r('Ham and Cheddar Sandwich', 'On sourdough, with pickles.', '1f96a', 2, 10, 'L', 'sandwich-and-wrap', 'sandwich', { p: ['Sliced Ham'], b: ['Sourdough Loaf'], f: ['Aged Cheddar', 'Dill Pickles'] }, 'american savory no-cook');
r('Caprese Panini', 'Mozzarella, tomato, basil and pesto, pressed.', '1f96a', 2, 15, 'L', 'sandwich-and-wrap', 'sandwich', { p: ['Fresh Mozzarella'], b: ['Sourdough Loaf'], v: ['Cherry Tomatoes', 'Basil'], s: ['Basil Pesto'] }, 'italian herby');
r('Grilled Cheese and Tomato Soup', 'Cheddar on sourdough with a bowl of tomato basil soup.', '1f9c0', 2, 15, 'L', 'sandwich-and-wrap', 'sandwich', { p: ['Aged Cheddar'], b: ['Sourdough Loaf'], s: ['Unsalted Butter'], f: ['Tomato Basil Soup'] }, 'american creamy');
r('Tuna Salad Sandwich', 'Albacore, mayo and crisp romaine on seeded bread.', '1f96a', 2, 10, 'L', 'sandwich-and-wrap', 'sandwich', { p: ['Canned Albacore Tuna'], b: ['Seeded Whole-Grain Bread'], s: ['Classic Mayonnaise'], v: ['Romaine Hearts'] }, 'american no-cook');
r('Lemongrass Tofu Banh Mi', 'Tofu, pickled carrot, cucumber, cilantro and jalapeño.', '1f956', 4, 25, 'L', 'sandwich-and-wrap', 'sandwich', { p: ['Organic Firm Tofu'], b: ['Crusty Baguette'], v: ['Organic Carrots', 'English Cucumbers', 'Jalapeño Peppers'], f: ['Cilantro Bunch'], s: ['Sriracha'] }, 'vietnamese tangy spicy');
r('Falafel Pita with Hummus', 'Baked falafel, hummus and salad in whole-wheat pita.', '1f959', 4, 15, 'L', 'sandwich-and-wrap', 'sandwich', { p: ['Baked Falafel'], b: ['Whole-Wheat Pita'], s: ['Classic Hummus'], v: ['English Cucumbers', 'Cherry Tomatoes'] }, 'middle-eastern herby');
r('Lamb Kofta Pitas', 'Spiced lamb kofta with tzatziki, cucumber and tomato.', '1f959', 4, 30, 'LD', 'sandwich-and-wrap', 'grill', { p: ['Ground Lamb'], b: ['Whole-Wheat Pita'], s: ['Tzatziki'], v: ['English Cucumbers', 'Cherry Tomatoes'] }, `middle-eastern herby ${KIT}`);
r('Black Bean Quesadillas', 'Cheddar, black beans and salsa verde, crisped.', '1fad3', 2, 15, 'L', 'tacos-and-burritos', 'pan', { p: ['Black Beans', 'Aged Cheddar'], b: ['Flour Tortillas'], s: ['Salsa Verde'] }, 'mexican savory');
r('Crab Cakes with Coleslaw', 'Lump crab cakes with lemon and slaw.', '1f980', 4, 30, 'D', 'grill-and-barbecue', 'pan', { p: ['Lump Crab Meat', 'Free-Range Eggs'], b: ['Panko Breadcrumbs'], f: ['Creamy Coleslaw', 'Lemons'] }, 'american zesty');

// Grills and pan-seared.
r('Grilled Steak with Sweet Potatoes and Kale', 'Sirloin, roasted sweet potatoes and olive-oil kale.', '1f969', 2, 35, 'D', 'grill-and-barbecue', 'grill', { p: ['Grass-Fed Sirloin Steaks'], v: ['Sweet Potatoes', 'Lacinato Kale'], s: ['Extra Virgin Olive Oil'] }, `american savory ${KIT}`);
r('Steak Frites', 'Seared sirloin with crispy potatoes and butter.', '1f969', 2, 40, 'D', 'grill-and-barbecue', 'pan', { p: ['Grass-Fed Sirloin Steaks'], v: ['Yukon Gold Potatoes', 'Organic Spring Mix'], s: ['Unsalted Butter'] }, 'french savory');
r('Halloumi and Vegetable Skewers', 'Grilled halloumi, zucchini, peppers and tomatoes.', '1f362', 4, 25, 'LD', 'grill-and-barbecue', 'grill', { p: ['Halloumi'], v: ['Zucchini', 'Rainbow Bell Peppers', 'Cherry Tomatoes'], f: ['Lemons'] }, 'mediterranean zesty');
r('Lemon Chicken with Quinoa and Green Beans', 'Pan-roasted chicken, quinoa and green beans.', '1f357', 4, 30, 'LD', 'grill-and-barbecue', 'pan', { p: ['Organic Chicken Breasts'], b: ['Tricolor Quinoa'], v: ['Green Beans'], s: ['Lemons', 'Extra Virgin Olive Oil'] }, 'zesty herby');
r('Pan-Seared Halibut with Lemon Butter', 'Halibut, asparagus and quinoa.', '1f41f', 2, 25, 'D', 'grill-and-barbecue', 'pan', { p: ['Halibut Fillets'], s: ['Unsalted Butter', 'Lemons'], v: ['Asparagus'], b: ['Tricolor Quinoa'] }, 'french zesty');
r('Seared Scallops with Polenta', 'Golden scallops over buttery polenta and spinach.', '1f41a', 2, 25, 'D', 'grill-and-barbecue', 'pan', { p: ['Sea Scallops'], b: ['Instant Polenta'], v: ['Organic Baby Spinach'], s: ['Unsalted Butter'], f: ['Lemons'] }, 'italian creamy');
r('Blackened Tilapia with Corn', 'Spiced tilapia, charred corn and cilantro lime rice.', '1f41f', 4, 25, 'D', 'grill-and-barbecue', 'pan', { p: ['Tilapia Fillets'], v: ['Sweet Corn', 'Rainbow Bell Peppers'], b: ['Cilantro Lime Rice'], f: ['Limes'] }, 'american smoky spicy');
r('Duck Breast with Clementines and Farro', 'Crisp-skinned duck, citrus and kale farro.', '1f986', 2, 40, 'D', 'grill-and-barbecue', 'pan', { p: ['Duck Breasts'], v: ['Clementines', 'Lacinato Kale'], b: ['Farro'] }, 'french zesty');
r('Lamb Chops with Snap Peas', 'Rosemary lamb chops with potatoes and snap peas.', '1f356', 4, 30, 'D', 'grill-and-barbecue', 'grill', { p: ['Lamb Loin Chops'], v: ['Sugar Snap Peas', 'Yukon Gold Potatoes'], f: ['Lemons'] }, 'herby savory');
r('Pork Chops with Apples', 'Seared pork chops, buttery apples and sprouts.', '1f356', 4, 30, 'D', 'grill-and-barbecue', 'pan', { p: ['Bone-In Pork Chops'], v: ['Honeycrisp Apples', 'Brussels Sprouts'], s: ['Unsalted Butter'] }, 'american sweet savory');
r('Jerk Chicken with Mango', 'Jerk-marinated chicken thighs with mango and rice.', '1f357', 4, 35, 'LD', 'grill-and-barbecue', 'grill', { p: ['Chicken Thighs'], s: ['Jerk Marinade'], v: ['Ataulfo Mangoes'], b: ['Jasmine Rice'] }, `caribbean spicy sweet ${KIT}`);
r('Caribbean Shrimp and Pineapple Skewers', 'Jerk shrimp, pineapple and peppers.', '1f990', 4, 25, 'LD', 'grill-and-barbecue', 'grill', { p: ['Wild Shrimp'], v: ['Pineapple Chunks', 'Rainbow Bell Peppers'], s: ['Jerk Marinade'], b: ['Jasmine Rice'] }, 'caribbean spicy sweet');
r('Korean BBQ Chicken Lettuce Wraps', 'Gochujang chicken with cucumber in lettuce cups.', '1f96c', 4, 25, 'LD', 'grill-and-barbecue', 'grill', { p: ['Chicken Thighs'], s: ['Gochujang'], b: ['Romaine Hearts'], v: ['English Cucumbers', 'Scallions'] }, 'korean spicy sweet');
r('Bulgogi Rice Bowls', 'Marinated beef, kimchi and a fried egg over rice.', '1f35a', 4, 20, 'LD', 'rice-dish', 'bowl', { p: ['Marinated Bulgogi Beef', 'Free-Range Eggs'], b: ['Jasmine Rice'], v: ['Napa Cabbage Kimchi'], f: ['Scallions'] }, `korean sweet umami ${KIT}`);
r('Greek Chicken Souvlaki Bowls', 'Souvlaki skewers with couscous, feta and olives.', '1f362', 4, 25, 'LD', 'grain-bowl', 'bowl', { p: ['Marinated Chicken Souvlaki Skewers'], b: ['Pearl Couscous'], v: ['English Cucumbers', 'Cherry Tomatoes'], f: ['Greek Feta', 'Kalamata Olives'] }, `mediterranean zesty ${KIT}`);

// Bowls and salads.
r('Salmon Poke Bowl', 'Cubed salmon with rice, cucumber, avocado and sesame.', '1f363', 2, 20, 'L', 'grain-bowl', 'bowl', { p: ['Atlantic Salmon Side'], b: ['Jasmine Rice'], v: ['English Cucumbers', 'Hass Avocados'], s: ['Tamari', 'Toasted Sesame Oil'] }, 'japanese umami');
r('Crab Sushi Bowl', 'Crab, rice, cucumber and avocado with tamari.', '1f980', 2, 20, 'L', 'grain-bowl', 'bowl', { p: ['Lump Crab Meat'], b: ['Jasmine Rice'], v: ['English Cucumbers', 'Hass Avocados'], s: ['Tamari'] }, 'japanese umami');
r('Korean Tofu Bibimbap', 'Tofu, spinach, carrots and egg with gochujang.', '1f372', 4, 30, 'LD', 'rice-dish', 'bowl', { p: ['Organic Firm Tofu', 'Free-Range Eggs'], b: ['Jasmine Rice'], v: ['Organic Baby Spinach', 'Organic Carrots'], s: ['Gochujang'] }, 'korean spicy');
r('Roasted Veggie Grain Bowl with Tahini', 'Farro, sweet potato, kale and chickpeas.', '1f963', 4, 40, 'LD', 'grain-bowl', 'bowl', { b: ['Farro'], v: ['Sweet Potatoes', 'Lacinato Kale'], p: ['Organic Chickpeas'], s: ['Lemon Tahini Dressing'] }, 'middle-eastern earthy');
r('Black Bean and Sweet Potato Burrito Bowl', 'Cilantro lime rice, black beans, roasted sweet potato and guacamole.', '1f963', 4, 35, 'LD', 'grain-bowl', 'bowl', { b: ['Cilantro Lime Rice'], p: ['Black Beans'], v: ['Sweet Potatoes'], f: ['Guacamole'] }, 'mexican zesty');
r('Chicken Caesar Salad', 'Grilled chicken, romaine, parmesan and sourdough croutons.', '1f957', 4, 25, 'L', 'main-salad', 'salad', { p: ['Organic Chicken Breasts'], v: ['Romaine Hearts'], s: ['Caesar Dressing'], f: ['Parmigiano-Reggiano', 'Sourdough Loaf'] }, 'italian creamy');
r('Mediterranean Chickpea Salad', 'Chickpeas, cucumber, tomatoes, olives and feta.', '1f957', 4, 15, 'L', 'main-salad', 'salad', { p: ['Organic Chickpeas'], v: ['English Cucumbers', 'Cherry Tomatoes'], f: ['Kalamata Olives', 'Greek Feta'], s: ['Balsamic Vinaigrette'] }, 'mediterranean tangy no-cook');
r('Tuna Niçoise Salad', 'Seared tuna, eggs, green beans, potatoes and olives.', '1f957', 2, 35, 'LD', 'main-salad', 'salad', { p: ['Ahi Tuna Steaks', 'Free-Range Eggs'], v: ['Green Beans', 'Yukon Gold Potatoes'], f: ['Kalamata Olives'], s: ['Balsamic Vinaigrette'] }, 'french tangy');
r('Grilled Halloumi Salad with Beets', 'Halloumi, golden beets and spring mix.', '1f957', 2, 25, 'L', 'main-salad', 'salad', { p: ['Halloumi'], v: ['Golden Beets', 'Organic Spring Mix'], s: ['Balsamic Vinaigrette'] }, 'mediterranean earthy');
r('Salmon, Fennel and Citrus Salad', 'Roasted salmon with shaved fennel and clementines.', '1f957', 2, 25, 'LD', 'main-salad', 'salad', { p: ['Wild Sockeye Salmon Fillets'], v: ['Fennel Bulbs', 'Clementines', 'Organic Spring Mix'], s: ['Extra Virgin Olive Oil'] }, 'zesty');
r('Steak Salad with Gorgonzola', 'Sliced flank steak, blue cheese and tomatoes.', '1f957', 4, 25, 'LD', 'main-salad', 'salad', { p: ['Flank Steak'], v: ['Organic Spring Mix', 'Cherry Tomatoes'], f: ['Gorgonzola'], s: ['Balsamic Vinaigrette'] }, 'tangy savory');
r('Roasted Beet and Goat Cheese Salad', 'Golden beets, goat cheese and walnuts.', '1f957', 2, 40, 'L', 'main-salad', 'salad', { v: ['Golden Beets', 'Organic Spring Mix'], p: ['Creamy Goat Cheese'], f: ['Walnut Halves'], s: ['Balsamic Vinaigrette'] }, 'french earthy tangy');
r('Smoked Tofu Sesame Slaw Bowl', 'Smoked tofu, cabbage slaw and quinoa with tamari.', '1f963', 2, 15, 'L', 'grain-bowl', 'bowl', { p: ['Smoked Tofu'], b: ['Tricolor Quinoa'], v: ['Organic Carrots', 'Sugar Snap Peas'], s: ['Tamari'] }, 'umami smoky');

// Air fryer and flatbreads.
r('Air-Fryer Chicken Tenders with Sweet Potato Fries', 'Panko-crusted tenders and crispy fries.', '1f357', 4, 30, 'LD', 'grill-and-barbecue', 'air-fryer', { p: ['Organic Chicken Breasts', 'Free-Range Eggs'], b: ['Panko Breadcrumbs'], f: ['Sweet Potato Fries'] }, 'american savory air-fryer');
r('Air-Fryer Crispy Tofu Bowl', 'Crunchy tofu, broccoli and rice with sriracha.', '1f371', 2, 25, 'LD', 'grain-bowl', 'air-fryer', { p: ['Organic Firm Tofu'], v: ['Broccoli Crowns'], b: ['Jasmine Rice'], s: ['Sriracha', 'Tamari'] }, 'spicy umami air-fryer');
r('Air-Fryer Chicken Drumsticks', 'Crispy paprika drumsticks with slaw.', '1f357', 4, 35, 'D', 'grill-and-barbecue', 'air-fryer', { p: ['Chicken Drumsticks'], s: ['Smoky BBQ Sauce'], f: ['Creamy Coleslaw'] }, 'american smoky air-fryer');
r('Air-Fryer Salmon with Green Beans', 'Crisp-edged salmon and blistered green beans.', '1f363', 2, 20, 'D', 'roast-and-tray-bake', 'air-fryer', { p: ['Wild Sockeye Salmon Fillets'], v: ['Green Beans'], s: ['Extra Virgin Olive Oil'], f: ['Lemons'] }, 'zesty air-fryer');
r('Margherita Flatbread', 'Naan topped with marinara, mozzarella and basil.', '1f355', 2, 15, 'L', 'pizza-and-flatbread', 'flatbread', { b: ['Garlic Naan'], s: ['Marinara Sauce'], p: ['Fresh Mozzarella'], f: ['Basil'] }, 'italian herby');
r('BBQ Chicken Flatbread', 'Smoky chicken, mozzarella and red onion.', '1f355', 2, 20, 'LD', 'pizza-and-flatbread', 'flatbread', { b: ['Garlic Naan'], s: ['Smoky BBQ Sauce'], p: ['Organic Chicken Breasts', 'Fresh Mozzarella'], v: ['Yellow Onions'] }, 'american smoky sweet');
r('Mushroom and Goat Cheese Flatbread', 'Earthy mushrooms and tangy goat cheese.', '1f355', 2, 20, 'L', 'pizza-and-flatbread', 'flatbread', { b: ['Whole-Wheat Pita'], v: ['Cremini Mushrooms', 'Organic Spring Mix'], p: ['Creamy Goat Cheese'] }, 'earthy tangy');

// Snacks.
r('Hummus and Veggie Plate', 'Hummus with carrots, cucumber and peppers.', '1fad8', 2, 5, 'SL', 'snack', 'board', { s: ['Classic Hummus'], v: ['Organic Carrots', 'English Cucumbers', 'Rainbow Bell Peppers'] }, 'middle-eastern no-cook');
r('Apple Slices with Peanut Butter', 'Crisp apple and creamy peanut butter.', '1f34e', 2, 5, 'S', 'snack', 'board', { v: ['Honeycrisp Apples'], s: ['Creamy Peanut Butter'] }, 'sweet no-cook');
r('Cheddar and Crackers Board', 'Aged cheddar, rosemary crackers and grapes.', '1f9c0', 4, 5, 'S', 'snack', 'board', { p: ['Aged Cheddar'], b: ['Rosemary Crackers'], v: ['Red Grapes'] }, 'savory no-cook');
r('Guacamole and Chips', 'Fresh guacamole with blue corn chips.', '1f951', 4, 5, 'S', 'snack', 'board', { s: ['Guacamole'], b: ['Blue Corn Tortilla Chips'] }, 'mexican tangy no-cook');
r('Caprese Skewers', 'Mozzarella, tomato and basil with balsamic.', '1f345', 4, 10, 'S', 'snack', 'board', { p: ['Fresh Mozzarella'], v: ['Cherry Tomatoes', 'Basil'], s: ['Balsamic Vinaigrette'] }, 'italian tangy no-cook');
r('Edamame with Chili Crisp', 'Steamed edamame tossed in chili crisp.', '1fadb', 2, 10, 'S', 'snack', 'board', { p: ['Edamame in Pods'], s: ['Chili Crisp'] }, 'chinese spicy');
r('Banana Almond Butter Bites', 'Banana coins sandwiched with almond butter and coconut.', '1f34c', 2, 10, 'SW', 'snack', 'board', { v: ['Bananas'], s: ['Almond Butter'], f: ['Unsweetened Coconut Flakes'] }, 'sweet no-cook');
r('Smoked Salmon Cucumber Bites', 'Cucumber rounds with cream cheese and salmon.', '1f952', 4, 10, 'S', 'snack', 'board', { p: ['Smoked Salmon'], v: ['English Cucumbers'], s: ['Cream Cheese'] }, 'smoky no-cook');
r('Allergy-Friendly Snack Box', 'Rice cakes, sunflower butter and clementines.', '1f34a', 2, 5, 'S', 'snack', 'board', { b: ['Brown Rice Cakes'], s: ['Sunflower Seed Butter'], v: ['Clementines'] }, 'sweet no-cook');
r('Olive and Feta Mezze', 'Kalamata olives, feta and warm pita.', '1fad2', 4, 5, 'SL', 'snack', 'board', { f: ['Kalamata Olives'], p: ['Greek Feta'], b: ['Whole-Wheat Pita'] }, 'mediterranean tangy no-cook');
r('Veggies with Green Goddess Dip', 'Snap peas, carrots and cucumber with herby yogurt dip.', '1f955', 4, 10, 'S', 'snack', 'board', { v: ['Sugar Snap Peas', 'Organic Carrots', 'English Cucumbers'], s: ['Green Goddess Dressing'] }, 'herby no-cook');

// Sweets.
r('Berries and Whipped Cream', 'Strawberries and blueberries with softly whipped cream.', '1f353', 4, 10, 'W', 'dessert', 'layer', { v: ['Strawberries', 'Organic Blueberries'], f: ['Heavy Cream'] }, 'sweet creamy no-cook');
r('Affogato', 'Vanilla gelato drowned in cold brew.', '1f368', 2, 5, 'W', 'dessert', 'layer', { f: ['Madagascar Vanilla Gelato'], s: ['Cold Brew Coffee'] }, 'italian sweet creamy');
r('Chocolate-Dipped Strawberries', 'Strawberries dipped in 72% dark chocolate.', '1f353', 4, 20, 'W', 'dessert', 'layer', { v: ['Strawberries'], s: ['72% Dark Chocolate with Sea Salt'] }, 'sweet no-cook');
r('Peanut Butter Banana Nice Cream', 'Frozen bananas blended with peanut butter.', '1f34c', 2, 10, 'W', 'dessert', 'blend', { v: ['Bananas'], s: ['Creamy Peanut Butter'], p: ['Unsweetened Almond Milk'] }, 'sweet creamy');
r('Mango Sorbet Sundae', 'Mango sorbet with fresh mango and toasted coconut.', '1f367', 2, 5, 'W', 'dessert', 'layer', { f: ['Mango Sorbet'], v: ['Ataulfo Mangoes'], s: ['Unsweetened Coconut Flakes'] }, 'sweet no-cook');
r('Brownie Sundae', 'Warm brownie, vanilla gelato and strawberries.', '1f368', 4, 10, 'W', 'dessert', 'layer', { b: ['Double Chocolate Brownies'], f: ['Madagascar Vanilla Gelato'], v: ['Strawberries'] }, 'american sweet');
r('Grilled Pineapple with Coconut Yogurt', 'Caramelised pineapple, coconut yogurt and maple.', '1f34d', 4, 15, 'W', 'dessert', 'grill', { v: ['Pineapple Chunks'], f: ['Vanilla Coconut Yogurt'], s: ['Pure Maple Syrup'] }, 'caribbean sweet');
r('Frozen Yogurt Berry Bark', 'Greek yogurt, berries and maple, frozen and snapped.', '1fad0', 6, 15, 'W', 'dessert', 'layer', { p: ['Plain Greek Yogurt'], v: ['Strawberries', 'Organic Blueberries'], s: ['Pure Maple Syrup'] }, 'sweet tangy');
r('Apple Crumble à la Mode', 'Warm apple crumble with vanilla gelato.', '1f967', 6, 15, 'W', 'dessert', 'layer', { b: ['Apple Crumble'], f: ['Madagascar Vanilla Gelato'] }, 'sweet');
r('Rooibos and Almond Macarons', 'A caffeine-free tea break with macarons.', '1f36a', 2, 5, 'W', 'dessert', 'layer', { f: ['Almond Macarons'], s: ['Rooibos Tea'] }, 'french sweet');
