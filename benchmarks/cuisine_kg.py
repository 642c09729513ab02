"""A cuisine KG of our own, made up for an unseen-KG check (written after the football,
library, music, hospital, company, travel, academia and geopolitics KGs, to check the rules
they led to, and not tuned on): chefs, restaurants, cities, countries, cuisines, dishes,
ingredients, culinary schools, awards and guides, opening years and seat counts. Relation
names are kebab-case lower-case predicates (`head-chef-of`, `serves-cuisine`, `won-award`),
each stored once, no types file.

`located-in` is said of restaurants and culinary schools alike, and `won-award` of chefs
(chef awards) and restaurants (guide stars and restaurant awards) alike; `city-in` links a
city to its country and `originates-from` a cuisine to its countries (Nordic to two).
`mentored-by` links chefs to chefs (a mentor is an earlier chef); a chef may own the
restaurant they head, another one, or none, and now and then heads two. A restaurant serves
its city's country's cuisine about half the time, and its signature dishes are of the
cuisines it serves. Opening years and seat counts do not overlap as numbers. Chefs and
restaurants are drawn with `NameDrawer` (distinct names); a few names share a word with
other entities ("Saffron Kitchen" and the ingredient "Saffron", "Thai Basil" and the cuisine
"Thai", "Mexico City" and "Mexico"). Wordings were written before any run and were not
changed for the score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

HEAD_CHEF = "head-chef-of"
TRAINED = "trained-at"
LOCATED = "located-in"
SERVES = "serves-cuisine"
SIGNATURE = "signature-dish"
CONTAINS = "dish-contains"
ORIGINATES = "originates-from"
CITY_IN = "city-in"
OPENED = "opened-in"
SEATS = "seats"
AWARD = "won-award"
MENTORED = "mentored-by"
OWNS = "owns"
BORN_IN = "born-in"

FIRST = ["Alessandro", "Amara", "Benedikt", "Camille", "Dario", "Elena", "Esteban",
         "Fatima", "Gaston", "Hana", "Ignacio", "Jun", "Karim", "Lucia", "Mads", "Mireille",
         "Naveen", "Ottavia", "Paulo", "Rosa", "Soo-jin", "Takeshi", "Valentina", "Wei",
         "Yannick", "Zeynep"]  # fmt: skip
LAST = ["Arnaud", "Bianchi", "Castaneda", "Delacroix", "Esposito", "Fujimoto", "Garnier",
        "Haddad", "Iglesias", "Jensen", "Kapoor", "Lemaire", "Moretti", "Nakamura", "Nguyen",
        "Okafor", "Park", "Quispe", "Renaud", "Sorensen", "Takeda", "Urrutia", "Vargas",
        "Wongsakul", "Yildiz", "Zanetti"]  # fmt: skip
RESTAURANT_FIRST = ["Amber", "Brass", "Cedar", "Copper", "Ember", "Fig", "Golden", "Harbour",
                    "Indigo", "Iron", "Juniper", "Lantern", "Little", "Marigold", "Olive",
                    "Orchard", "Saffron", "Silver", "Smoke", "Velvet", "Wild",
                    "Wren"]  # fmt: skip
RESTAURANT_LAST = ["Bistro", "Cellar", "Fork", "Garden", "Grill", "Hearth", "House",
                   "Kitchen", "Ladle", "Larder", "Oven", "Pantry", "Room", "Spoon", "Table",
                   "Tavern"]  # fmt: skip
COUNTRIES = {  # country: its cities
    "Italy": ["Rome", "Milan", "Bologna"], "France": ["Paris", "Lyon", "Marseille"],
    "Spain": ["Barcelona", "Madrid", "San Sebastian"], "Japan": ["Tokyo", "Osaka", "Kyoto"],
    "Mexico": ["Mexico City", "Oaxaca"], "India": ["Mumbai", "Delhi"],
    "Thailand": ["Bangkok", "Chiang Mai"], "Peru": ["Lima", "Cusco"], "Lebanon": ["Beirut"],
    "South Korea": ["Seoul", "Busan"], "China": ["Hong Kong", "Guangzhou"],
    "Greece": ["Athens", "Thessaloniki"], "Turkey": ["Istanbul", "Izmir"],
    "Vietnam": ["Hanoi", "Ho Chi Minh City"], "Denmark": ["Copenhagen"],
    "Sweden": ["Stockholm"], "United States": ["New York", "San Francisco", "Chicago"],
    "United Kingdom": ["London", "Edinburgh"],
}  # fmt: skip
CUISINES = {  # cuisine: the countries it originates from
    "Italian": ["Italy"], "French": ["France"], "Spanish": ["Spain"], "Japanese": ["Japan"],
    "Mexican": ["Mexico"], "Indian": ["India"], "Thai": ["Thailand"], "Peruvian": ["Peru"],
    "Lebanese": ["Lebanon"], "Korean": ["South Korea"], "Cantonese": ["China"],
    "Greek": ["Greece"], "Turkish": ["Turkey"], "Vietnamese": ["Vietnam"],
    "Nordic": ["Denmark", "Sweden"],
}  # fmt: skip
DISHES = {  # cuisine: its dishes, each with its ingredients
    "Italian": {"Risotto alla Milanese": ["Arborio Rice", "Saffron", "Parmesan", "Butter"],
                "Cacio e Pepe": ["Spaghetti", "Pecorino", "Black Pepper"],
                "Osso Buco": ["Veal Shank", "White Wine", "Tomato", "Onion"],
                "Tiramisu": ["Mascarpone", "Espresso", "Ladyfingers", "Egg", "Cocoa"]},
    "Japanese": {"Tonkotsu Ramen": ["Pork Bone", "Wheat Noodles", "Egg", "Scallion"],
                 "Okonomiyaki": ["Cabbage", "Flour", "Egg", "Pork Belly"],
                 "Chawanmushi": ["Egg", "Dashi", "Shiitake", "Shrimp"],
                 "Unagi Don": ["Eel", "Rice", "Soy Sauce", "Mirin"]},
    "French": {"Bouillabaisse": ["Rockfish", "Saffron", "Fennel", "Tomato", "Garlic"],
               "Coq au Vin": ["Chicken", "Red Wine", "Mushroom", "Bacon", "Onion"],
               "Tarte Tatin": ["Apple", "Butter", "Sugar", "Flour"],
               "Duck Confit": ["Duck Leg", "Duck Fat", "Garlic", "Thyme"]},
    "Mexican": {"Mole Poblano": ["Ancho Chili", "Chocolate", "Chicken", "Sesame"],
                "Tacos al Pastor": ["Pork", "Pineapple", "Corn Tortilla", "Achiote"],
                "Chiles en Nogada": ["Poblano Pepper", "Walnut", "Pomegranate", "Pork"],
                "Tamales": ["Masa", "Pork", "Corn Husk", "Guajillo Chili"]},
    "Indian": {"Butter Chicken": ["Chicken", "Butter", "Tomato", "Garam Masala", "Cream"],
               "Rogan Josh": ["Lamb", "Yogurt", "Chili", "Cardamom"],
               "Masala Dosa": ["Rice", "Urad Dal", "Potato", "Mustard Seed"],
               "Chana Masala": ["Chickpea", "Tomato", "Onion", "Garam Masala"]},
    "Thai": {"Pad Thai": ["Rice Noodles", "Shrimp", "Tamarind", "Peanut", "Egg"],
             "Tom Yum": ["Shrimp", "Lemongrass", "Galangal", "Lime", "Chili"],
             "Green Curry": ["Coconut Milk", "Chicken", "Thai Basil", "Chili"],
             "Som Tam": ["Green Papaya", "Lime", "Fish Sauce", "Peanut", "Chili"]},
    "Spanish": {"Paella Valenciana": ["Bomba Rice", "Saffron", "Chicken", "Rabbit",
                                      "Green Bean"],
                "Gazpacho": ["Tomato", "Cucumber", "Olive Oil", "Garlic"],
                "Tortilla Espanola": ["Potato", "Egg", "Onion", "Olive Oil"],
                "Pulpo a la Gallega": ["Octopus", "Paprika", "Potato", "Olive Oil"]},
    "Peruvian": {"Ceviche": ["Sea Bass", "Lime", "Red Onion", "Aji Amarillo"],
                 "Lomo Saltado": ["Beef", "Potato", "Tomato", "Soy Sauce"],
                 "Aji de Gallina": ["Chicken", "Aji Amarillo", "Walnut", "Evaporated Milk"],
                 "Causa Limena": ["Potato", "Aji Amarillo", "Avocado", "Lime"]},
    "Lebanese": {"Tabbouleh": ["Parsley", "Bulgur", "Tomato", "Lemon"],
                 "Kibbeh": ["Lamb", "Bulgur", "Pine Nut", "Onion"],
                 "Fattoush": ["Pita Bread", "Cucumber", "Sumac", "Tomato"],
                 "Baba Ghanoush": ["Eggplant", "Tahini", "Garlic", "Lemon"]},
    "Korean": {"Bibimbap": ["Rice", "Gochujang", "Egg", "Spinach", "Beef"],
               "Kimchi Jjigae": ["Kimchi", "Pork Belly", "Tofu", "Scallion"],
               "Bulgogi": ["Beef", "Soy Sauce", "Asian Pear", "Garlic", "Sesame"],
               "Japchae": ["Sweet Potato Noodles", "Spinach", "Beef", "Sesame"]},
    "Cantonese": {"Char Siu": ["Pork", "Hoisin Sauce", "Honey", "Five Spice"],
                  "Har Gow": ["Shrimp", "Wheat Starch", "Bamboo Shoot"],
                  "Wonton Noodle Soup": ["Shrimp", "Pork", "Egg Noodles"],
                  "Steamed Grouper": ["Grouper", "Ginger", "Scallion", "Soy Sauce"]},
    "Greek": {"Moussaka": ["Eggplant", "Lamb", "Bechamel", "Potato"],
              "Spanakopita": ["Spinach", "Feta", "Filo Pastry", "Onion"],
              "Souvlaki": ["Pork", "Pita Bread", "Oregano", "Lemon"],
              "Avgolemono": ["Chicken", "Egg", "Lemon", "Rice"]},
    "Turkish": {"Iskender Kebab": ["Lamb", "Pita Bread", "Yogurt", "Butter", "Tomato"],
                "Manti": ["Lamb", "Flour", "Yogurt", "Garlic"],
                "Imam Bayildi": ["Eggplant", "Onion", "Tomato", "Olive Oil"],
                "Lahmacun": ["Lamb", "Flour", "Tomato", "Parsley"]},
    "Vietnamese": {"Pho Bo": ["Beef", "Rice Noodles", "Star Anise", "Thai Basil"],
                   "Banh Xeo": ["Rice Flour", "Turmeric", "Shrimp", "Bean Sprouts"],
                   "Bun Cha": ["Pork", "Rice Noodles", "Fish Sauce", "Lime"],
                   "Goi Cuon": ["Rice Paper", "Shrimp", "Pork", "Mint"]},
    "Nordic": {"Gravlax": ["Salmon", "Dill", "Sugar", "Black Pepper"],
               "Smorrebrod": ["Rye Bread", "Pickled Herring", "Butter", "Dill"],
               "Kanelbulle": ["Flour", "Cinnamon", "Cardamom", "Butter"],
               "Janssons Frestelse": ["Potato", "Sprats", "Cream", "Onion"]},
}  # fmt: skip
SCHOOLS = {  # culinary school: its city
    "Ecole Ferrand": "Paris", "Institut Paul Lacroix": "Lyon",
    "Scuola di Cucina Felsina": "Bologna", "Accademia Gastronomica Romana": "Rome",
    "Hattori Cooking Academy": "Tokyo", "Kansai Culinary College": "Osaka",
    "Basque Culinary Institute": "San Sebastian", "Hudson Culinary Institute": "New York",
    "Bay Culinary School": "San Francisco", "Westminster School of Cookery": "London",
    "Nordic Food Academy": "Copenhagen", "Bangkok Culinary Academy": "Bangkok",
    "Lima Gastronomy School": "Lima", "Seoul Culinary Arts College": "Seoul",
    "Oaxaca School of Cooking": "Oaxaca",
}  # fmt: skip
CHEF_AWARDS = ["Golden Toque Award", "Ambrosia Prize", "Silver Whisk", "Vatel Medal",
               "Young Talent Award", "Pastry Champion Medal", "Chefs' Chef Award"]  # fmt: skip
RESTAURANT_AWARDS = ["Forkmark Star", "Red Lantern Bib", "Epicure List Top Table",
                     "Best New Restaurant Award", "Golden Fork Award",
                     "Green Ladle"]  # fmt: skip

CUISINE = Wordings(
    one_hop={
        (HEAD_CHEF, True): ("which restaurant is {x} head chef of ?",
                            "what kitchen does {x} lead ?", "where does {x} cook ?",
                            "where is {x} the head chef ?"),
        (HEAD_CHEF, False): ("who is the head chef of {x} ?", "who runs the kitchen at {x} ?",
                             "{x}'s chef ?"),
        (TRAINED, True): ("where did {x} train ?", "which culinary school did {x} attend ?",
                          "where did {x} learn to cook ?"),
        (TRAINED, False): ("who trained at {x} ?", "which chefs studied at {x} ?",
                           "name a graduate of {x} ?"),
        (LOCATED, True): ("where is {x} ?", "which city is {x} in ?",
                          "in what city can you find {x} ?"),
        (LOCATED, False): ("what is located in {x} ?", "name a place in {x} ?"),
        (SERVES, True): ("what cuisine does {x} serve ?", "what kind of food does {x} serve ?",
                         "what type of cooking is {x} known for ?"),
        (SERVES, False): ("which restaurants serve {x} food ?", "where can i eat {x} ?",
                          "name a restaurant serving {x} cuisine ?"),
        (SIGNATURE, True): ("what is the signature dish of {x} ?", "what is {x} famous for ?",
                            "which dish is {x} known for ?"),
        (SIGNATURE, False): ("which restaurant has {x} as its signature dish ?",
                             "where is {x} the signature dish ?",
                             "{x} is the signature dish of which restaurant ?"),
        (CONTAINS, True): ("what is in {x} ?", "what are the ingredients of {x} ?",
                           "what goes into {x} ?"),
        (CONTAINS, False): ("which dishes contain {x} ?", "what dishes are made with {x} ?",
                            "name a dish with {x} in it ?"),
        (ORIGINATES, True): ("where does {x} cuisine come from ?",
                             "which country does {x} food originate from ?",
                             "what is the home country of {x} cooking ?"),
        (ORIGINATES, False): ("what cuisine comes from {x} ?",
                              "which cuisines originate in {x} ?",
                              "what is the national cuisine of {x} ?"),
        (CITY_IN, True): ("which country is {x} in ?", "what country is the city of {x} in ?",
                          "{x} is in which country ?"),
        (CITY_IN, False): ("which cities are in {x} ?", "name a city in {x} ?",
                           "list the cities of {x} ?"),
        (OPENED, True): ("when did {x} open ?", "what year did {x} open its doors ?",
                         "in which year was {x} opened ?"),
        (OPENED, False): ("which restaurants opened in {x} ?", "what opened in {x} ?"),
        (SEATS, True): ("how many seats does {x} have ?", "how many guests can {x} seat ?",
                        "what is the seating capacity of {x} ?"),
        (SEATS, False): ("which restaurant has {x} seats ?",),
        (AWARD, True): ("what awards has {x} won ?", "which prizes did {x} receive ?",
                        "what honours has {x} been given ?"),
        (AWARD, False): ("who has won the {x} ?", "name a winner of the {x} ?",
                         "the {x} was awarded to whom ?"),
        (MENTORED, True): ("who mentored {x} ?", "who was {x}'s mentor ?",
                           "who did {x} learn from ?"),
        (MENTORED, False): ("who did {x} mentor ?", "which chefs were mentored by {x} ?",
                            "name a protege of {x} ?"),
        (OWNS, True): ("what does {x} own ?", "which restaurants does {x} own ?",
                       "which restaurant belongs to {x} ?"),
        (OWNS, False): ("who owns {x} ?", "who is the owner of {x} ?",
                        "whose restaurant is {x} ?"),
        (BORN_IN, True): ("where was {x} born ?", "what is {x}'s home town ?",
                          "which city does {x} come from ?"),
        (BORN_IN, False): ("which chefs were born in {x} ?", "who was born in {x} ?",
                           "name a chef from {x} ?"),
    },
    two_hop={
        ((HEAD_CHEF, False), (TRAINED, True)): (
            "where did the head chef of {x} train ?",
            "which culinary school did {x}'s chef go to ?",
            "at what school was the chef of {x} trained ?"),
        ((LOCATED, True), (CITY_IN, True)): (
            "in which country is {x} located ?", "what country is {x} in ?"),
        ((HEAD_CHEF, True), (LOCATED, True)): (
            "in which city does {x} cook ?", "where is {x}'s restaurant ?",
            "what city is the restaurant {x} heads in ?"),
        ((MENTORED, True), (HEAD_CHEF, True)): (
            "where does {x}'s mentor cook ?",
            "which restaurant is run by the chef who mentored {x} ?",
            "which kitchen does the mentor of {x} lead ?"),
        ((SERVES, True), (ORIGINATES, True)): (
            "which country's food does {x} serve ?",
            "where does the cuisine of {x} come from ?",
            "food from which country is served at {x} ?"),
        ((SIGNATURE, True), (CONTAINS, True)): (
            "what ingredients are in {x}'s signature dish ?",
            "what goes into the signature dish of {x} ?"),
        ((CONTAINS, False), (SIGNATURE, False)): (
            "which restaurants have a signature dish made with {x} ?",
            "where is the signature dish cooked with {x} ?"),
        ((BORN_IN, True), (CITY_IN, True)): (
            "which country was {x} born in ?", "what is {x}'s country of birth ?"),
        ((TRAINED, False), (HEAD_CHEF, True)): (
            "which restaurants are run by chefs who trained at {x} ?",
            "where do graduates of {x} cook ?"),
        ((LOCATED, False), (HEAD_CHEF, False)): (
            "who are the head chefs in {x} ?", "which chefs cook in {x} ?",
            "name a chef working in {x} ?"),
    },
    two_anchor=(
        ((TRAINED, False), (BORN_IN, False),
         ("which chef trained at {x} and was born in {y} ?", "who from {y} studied at {x} ?",
          "name one {x} graduate born in {y} ?", "which chefs born in {y} went to {x} ?")),
        ((LOCATED, False), (SERVES, False),
         ("which restaurant in {x} serves {y} food ?", "where can i eat {y} in {x} ?",
          "name one {y} restaurant in {x} ?", "list the {y} places in {x} ?")),
        ((LOCATED, False), (OPENED, False),
         ("which restaurant in {x} opened in {y} ?", "what opened in {x} in {y} ?",
          "name a restaurant in {x} that opened its doors in {y} ?")),
        ((MENTORED, False), (TRAINED, False),
         ("which of {x}'s proteges trained at {y} ?", "who mentored by {x} studied at {y} ?",
          "which chef did {x} mentor that went to {y} ?")),
    ),
)  # fmt: skip


def cuisine_kg(seed: int = 1) -> MadeUpKG:
    """A made-up food world: 18 countries, 38 cities, 15 cuisines, 60 dishes, 125
    ingredients, 15 culinary schools, 13 awards, 130 restaurants, 150 chefs."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []
    person = NameDrawer(rng, FIRST, LAST)
    restaurant = NameDrawer(rng, RESTAURANT_FIRST, RESTAURANT_LAST)

    country_of: dict[str, str] = {}  # city: its country
    for country, cities in COUNTRIES.items():
        for city in cities:
            facts.append((city, CITY_IN, country))
            country_of[city] = country
    local: dict[str, list[str]] = {}  # country: the cuisines from it
    for cuisine, origins in CUISINES.items():
        facts += [(cuisine, ORIGINATES, country) for country in origins]
        for country in origins:
            local.setdefault(country, []).append(cuisine)
        for dish, ingredients in DISHES[cuisine].items():
            facts += [(dish, CONTAINS, ingredient) for ingredient in ingredients]
    facts += [(school, LOCATED, city) for school, city in SCHOOLS.items()]
    cities = sorted(country_of)
    cuisines = sorted(CUISINES)
    schools = sorted(SCHOOLS)

    chefs: list[str] = []
    heads: dict[str, list[str]] = {}  # chef: the restaurants they head
    city_of: dict[str, str] = {}  # restaurant: its city
    for _ in range(130):
        name = restaurant()
        city = rng.choice(cities)
        home = local.get(country_of[city], [])
        served = [rng.choice(home) if home and rng.random() < 0.5 else rng.choice(cuisines)]
        if rng.random() < 0.1:
            served.append(rng.choice([c for c in cuisines if c not in served]))
        menu = sorted(d for c in served for d in DISHES[c])
        signature = rng.sample(menu, 2 if rng.random() < 0.3 else 1)
        facts += [(name, LOCATED, city), (name, OPENED, str(rng.randint(1925, 2024))),
                  (name, SEATS, str(rng.randint(18, 240)))]  # fmt: skip
        facts += [(name, SERVES, c) for c in served] + [(name, SIGNATURE, d) for d in signature]
        if rng.random() < 0.35:
            awards = rng.sample(RESTAURANT_AWARDS, 2 if rng.random() < 0.25 else 1)
            facts += [(name, AWARD, a) for a in awards]
        if chefs and rng.random() < 0.08:
            chef = rng.choice(chefs)
        else:
            chef = person()
            chefs.append(chef)
        heads.setdefault(chef, []).append(name)
        city_of[name] = city
    restaurants = sorted(city_of)
    while len(chefs) < 150:
        chefs.append(person())

    for i, chef in enumerate(chefs):
        headed = heads.get(chef, [])
        country = country_of[city_of[headed[0]]] if headed else rng.choice(sorted(COUNTRIES))
        near = [c for c in cities if country_of[c] == country]
        born = rng.choice(near) if rng.random() < 0.55 else rng.choice(cities)
        facts.append((chef, BORN_IN, born))
        facts += [(chef, HEAD_CHEF, r) for r in headed]
        if rng.random() < 0.85:
            nearby = [s for s in schools if country_of[SCHOOLS[s]] == country]
            first = rng.choice(nearby) if nearby and rng.random() < 0.4 else rng.choice(schools)
            trained = {first} | ({rng.choice(schools)} if rng.random() < 0.15 else set())
            facts += [(chef, TRAINED, s) for s in sorted(trained)]
        if i >= 20 and rng.random() < 0.65:
            facts.append((chef, MENTORED, rng.choice(chefs[:i])))
        if rng.random() < 0.2:
            facts.append((chef, AWARD, rng.choice(CHEF_AWARDS)))
        if headed and rng.random() < 0.45:
            facts.append((chef, OWNS, headed[0]))
        if rng.random() < 0.08:
            other = rng.choice(restaurants)
            if other not in headed:
                facts.append((chef, OWNS, other))
    return MadeUpKG.of(facts)


RECIPE = KGRecipe("cuisine", cuisine_kg, CUISINE)
