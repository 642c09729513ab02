"""A travel / airline KG of our own, made up for an unseen-KG check (2026-11-26; written
after the football, library, music, hospital and company KGs, to check the rules they led
to, and not tuned on): airlines, airports, cities, countries, aircraft models and their
makers, alliances, CEOs, hotels, founding and opening years, fleet sizes and room counts.
Relation names are Freebase-style dotted paths (`aviation.airline.hub`,
`location.city.country`, `travel.hotel.city`), each stored once, no types file.

Some airports have full names ("Kingsgate International Airport"), others only a made-up
three-letter code ("KVX"). An airline flies to many airports (`aviation.airline.destination`,
its hubs apart). Airline founding years and airport opening years are one pool of numbers.
CEOs and hotels are drawn with `NameDrawer` (distinct names); airlines take distinct
prefixes. Wordings were written before any run and were not changed for the score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

HUB = "aviation.airline.hub"
DESTINATION = "aviation.airline.destination"
ALLIANCE = "aviation.airline.alliance"
FLEET_MODEL = "aviation.airline.fleet_model"
FLEET_SIZE = "aviation.airline.fleet_size"
FOUNDED = "organization.organization.date_founded"
CEO = "organization.organization.ceo"
SERVES = "aviation.airport.serves"
OPENED = "aviation.airport.opened"
COUNTRY = "location.city.country"
MANUFACTURER = "aviation.aircraft_model.manufacturer"
NATIONALITY = "people.person.nationality"
HOTEL_CITY = "travel.hotel.city"
ROOMS = "travel.hotel.room_count"

FIRST = ["Adaeze", "Bjorn", "Camila", "Dmitri", "Esther", "Felipe", "Hana", "Idris",
         "Julia", "Kwame", "Lena", "Marco", "Naomi", "Oskar", "Paloma", "Rafael", "Sunita",
         "Tomas", "Valentina", "Wei"]  # fmt: skip
LAST = ["Achterberg", "Barros", "Castellanos", "Delgado", "Eriksen", "Fontaine", "Haddad",
        "Ishikawa", "Jovanovic", "Kamau", "Lindqvist", "Moreau", "Nakamura", "Okonkwo",
        "Papadakis", "Ruiz", "Sandoval", "Takahashi", "Varga", "Yilmaz"]  # fmt: skip
COUNTRIES = {  # country: its cities
    "Portugal": ["Lisbon", "Porto", "Faro"],
    "Spain": ["Madrid", "Barcelona", "Seville", "Valencia"],
    "France": ["Paris", "Lyon", "Bordeaux", "Marseille"],
    "Germany": ["Berlin", "Munich", "Hamburg", "Frankfurt"],
    "Italy": ["Rome", "Milan", "Naples", "Venice"],
    "Norway": ["Oslo", "Bergen"],
    "Sweden": ["Stockholm", "Gothenburg"],
    "Greece": ["Athens", "Thessaloniki"],
    "Turkey": ["Istanbul", "Antalya"],
    "Egypt": ["Cairo"],
    "Kenya": ["Nairobi", "Mombasa"],
    "Japan": ["Tokyo", "Osaka", "Sapporo"],
    "Australia": ["Sydney", "Melbourne", "Perth"],
    "Canada": ["Toronto", "Vancouver", "Montreal"],
    "Brazil": ["Sao Paulo", "Rio de Janeiro"],
    "Chile": ["Santiago"],
    "Thailand": ["Bangkok", "Phuket"],
}  # fmt: skip
TWO_AIRPORTS = ["Paris", "Tokyo", "Istanbul", "Berlin", "Sao Paulo", "Toronto", "Milan",
                "Bangkok", "Rome", "Sydney"]  # fmt: skip
AIRPORT_WORDS = ["Aldren", "Bellamy", "Corrigan", "Delacroix", "Eastmoor", "Fairhaven",
                 "Greystone", "Hollins", "Ironbridge", "Kingsgate", "Larkspur", "Marisol",
                 "Northgate", "Oakridge", "Pemberton", "Queensferry", "Redcliffe", "Stanmore",
                 "Thornbury", "Valcourt", "Westbrook", "Yardley", "Zellner", "Ashdown",
                 "Brightmoor", "Coldharbour", "Dunmore", "Elmstead", "Foxley",
                 "Glenrock"]  # fmt: skip
AIRPORT_SUFFIXES = ["International Airport", "Airport", "Field"]
CONSONANTS = "BCDFGHJKLMNPQRSTVWXZ"
AIRCRAFT = {  # manufacturer: the models it builds
    "Aerion Dynamics": ["Condor 300", "Condor 340", "Heron 90"],
    "Halvard Aerospace": ["Skylark 100", "Skylark 220", "Skylark 250"],
    "Nordvik Aircraft": ["Fulmar 70", "Fulmar 90", "Gannet 400"],
    "Sakuragi Heavy Industries": ["Tsubame 150", "Tsubame 200"],
    "Bellweather Aviation": ["Osprey 500", "Osprey 700", "Swallow 120"],
    "Duarte Aeronautica": ["Albatross 180", "Albatross 210"],
}  # fmt: skip
ALLIANCES = ["Horizon Alliance", "Constellation Group", "Open Skies Network"]
AIRLINE_PREFIXES = ["Aurora", "Cobalt", "Zephyr", "Atlas", "Solstice", "Pelican", "Sirocco",
                    "Tundra", "Coral", "Monsoon", "Cirrus", "Nimbus", "Vega", "Halcyon",
                    "Meridian", "Equator", "Lagoon", "Sierra", "Polaris", "Mistral",
                    "Harmattan", "Caspian", "Baltic", "Andean", "Savanna", "Fjord", "Lotus",
                    "Saffron", "Cedar", "Maple", "Opal", "Amber", "Indigo", "Crimson",
                    "Silverline", "Bluewater", "Trade Wind", "Northstar", "Southern Cross",
                    "Orchid", "Tasman", "Kalahari"]  # fmt: skip
AIRLINE_SUFFIXES = ["Air", "Airways", "Airlines", "Wings", "Jet", "Aviation"]
HOTEL_FIRST = ["Grand", "Royal", "Golden", "Silver", "Imperial", "Harbour", "Garden",
               "Old Town", "Riverside", "Park", "Crown", "Majestic", "Azure", "Ivy",
               "Bellevue"]  # fmt: skip
HOTEL_LAST = ["Plaza", "Palace", "Lodge", "Suites", "Inn", "Residence", "Court", "House",
              "Tower", "Retreat", "Manor", "Terrace"]  # fmt: skip

TRAVEL = Wordings(
    one_hop={
        (HUB, True): ("what is the hub of {x} ?", "which airports are hubs for {x} ?",
                      "where does {x} have its hub ?"),
        (HUB, False): ("which airlines have a hub at {x} ?", "which airline is based at {x} ?",
                       "whose hub is {x} ?"),
        (DESTINATION, True): ("where does {x} fly to ?", "which airports does {x} fly to ?",
                              "name a destination of {x} ?"),
        (DESTINATION, False): ("which airlines fly to {x} ?", "what airlines serve {x} ?",
                               "who flies into {x} ?"),
        (ALLIANCE, True): ("which alliance is {x} in ?", "what alliance does {x} belong to ?",
                           "{x} is a member of which alliance ?"),
        (ALLIANCE, False): ("which airlines are in {x} ?", "who are the members of {x} ?",
                            "name an airline in {x} ?"),
        (FLEET_MODEL, True): ("what aircraft does {x} fly ?", "which planes does {x} operate ?",
                              "what is in the fleet of {x} ?"),
        (FLEET_MODEL, False): ("which airlines operate the {x} ?", "who flies the {x} ?",
                               "which airlines have the {x} in their fleet ?"),
        (FLEET_SIZE, True): ("how many aircraft does {x} have ?",
                             "what is the fleet size of {x} ?",
                             "how big is the fleet of {x} ?"),
        (FOUNDED, True): ("when was {x} founded ?", "what year was {x} established ?"),
        (CEO, True): ("who is the ceo of {x} ?", "who runs {x} ?",
                      "who is the chief executive of {x} ?"),
        (CEO, False): ("which airline does {x} run ?", "what company is {x} the ceo of ?"),
        (SERVES, True): ("which city does {x} serve ?", "where is {x} ?",
                         "what city is {x} in ?"),
        (SERVES, False): ("which airports serve {x} ?", "what is the airport of {x} ?",
                          "name an airport in {x} ?"),
        (OPENED, True): ("when did {x} open ?", "what year did {x} open ?",
                         "when was {x} opened ?"),
        (COUNTRY, True): ("which country is {x} in ?", "in which country is {x} ?",
                          "what country is {x} in ?"),
        (COUNTRY, False): ("which cities are in {x} ?", "name a city in {x} ?"),
        (MANUFACTURER, True): ("who makes the {x} ?", "who built the {x} ?",
                               "which company manufactures the {x} ?"),
        (MANUFACTURER, False): ("which aircraft does {x} make ?",
                                "what planes are built by {x} ?"),
        (NATIONALITY, True): ("what nationality is {x} ?", "which country is {x} from ?"),
        (NATIONALITY, False): ("which ceos come from {x} ?",),
        (HOTEL_CITY, True): ("where is {x} ?", "which city is {x} in ?",
                             "in what city is the {x} hotel ?"),
        (HOTEL_CITY, False): ("which hotels are in {x} ?", "where can i stay in {x} ?",
                              "name a hotel in {x} ?"),
        (ROOMS, True): ("how many rooms does {x} have ?", "what is the room count of {x} ?"),
    },
    two_hop={
        ((HUB, True), (SERVES, True)): (
            "which city is {x} based in ?", "what city is the hub of {x} in ?"),
        ((CEO, True), (NATIONALITY, True)): (
            "what nationality is the ceo of {x} ?", "where is the boss of {x} from ?"),
        ((FLEET_MODEL, True), (MANUFACTURER, True)): (
            "which manufacturers build the planes {x} flies ?",
            "who makes the aircraft in {x}'s fleet ?"),
        ((DESTINATION, True), (SERVES, True)): (
            "which cities does {x} fly to ?", "what cities can you reach on {x} ?"),
        ((SERVES, True), (COUNTRY, True)): (
            "which country is the airport {x} in ?", "in what country is {x} ?"),
        ((ALLIANCE, False), (HUB, True)): (
            "which airports are hubs for airlines in {x} ?",),
        ((HUB, False), (ALLIANCE, True)): (
            "which alliance do the airlines based at {x} belong to ?",),
        ((SERVES, False), (HUB, False)): (
            "which airlines have a hub in {x} ?", "which airlines are based in {x} ?"),
        ((HOTEL_CITY, True), (COUNTRY, True)): (
            "which country is the {x} hotel in ?", "in what country is {x} ?"),
        ((HOTEL_CITY, True), (SERVES, False)): (
            "which airport should i fly into to reach {x} ?",
            "what airports are in the city of {x} ?"),
        ((MANUFACTURER, False), (FLEET_MODEL, False)): (
            "which airlines fly planes made by {x} ?",),
        ((CEO, False), (HUB, True)): (
            "which airport is the hub of the airline {x} runs ?",
            "where is the hub of {x}'s airline ?"),
        ((COUNTRY, False), (HOTEL_CITY, False)): (
            "which hotels are there in {x} ?",),
    },
    two_anchor=(
        ((ALLIANCE, False), (DESTINATION, False),
         ("which {x} airline flies to {y} ?", "which member of {x} serves {y} ?")),
        ((FLEET_MODEL, False), (HUB, False),
         ("which airline flying the {x} has a hub at {y} ?",
          "who operates the {x} out of {y} ?")),
        ((HOTEL_CITY, False), (ROOMS, False),
         ("which hotel in {x} has {y} rooms ?", "what {x} hotel has {y} rooms ?")),
        ((DESTINATION, True), (SERVES, False),
         ("which airport in {y} does {x} fly to ?", "where does {x} land in {y} ?")),
        ((ALLIANCE, False), (FOUNDED, False),
         ("which {x} airline was founded in {y} ?",
          "which airline in {x} dates from {y} ?")),
    ),
)  # fmt: skip


def travel_kg(seed: int = 1) -> MadeUpKG:
    """A made-up air-travel world: 17 countries, 44 cities, 54 airports, 40 airlines,
    16 aircraft models, 3 alliances, 130 hotels."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []
    person = NameDrawer(rng, FIRST, LAST)
    hotel = NameDrawer(rng, HOTEL_FIRST, HOTEL_LAST)

    words = rng.sample(AIRPORT_WORDS, len(AIRPORT_WORDS))
    codes: set[str] = set()
    airports_in: dict[str, list[str]] = {}  # country: its airports
    for country, cities in COUNTRIES.items():
        for city in cities:
            facts.append((city, COUNTRY, country))
            for _ in range(2 if city in TWO_AIRPORTS else 1):
                if rng.random() < 0.4 or not words:
                    airport = "".join(rng.choice(CONSONANTS) for _ in range(3))
                    while airport in codes:
                        airport = "".join(rng.choice(CONSONANTS) for _ in range(3))
                    codes.add(airport)
                else:
                    airport = f"{words.pop()} {rng.choice(AIRPORT_SUFFIXES)}"
                airports_in.setdefault(country, []).append(airport)
                facts += [(airport, SERVES, city),
                          (airport, OPENED, str(rng.randint(1925, 2015)))]  # fmt: skip
    airports = sorted(a for found in airports_in.values() for a in found)
    countries = sorted(COUNTRIES)
    models = sorted(m for built in AIRCRAFT.values() for m in built)
    for manufacturer, built in AIRCRAFT.items():
        facts += [(model, MANUFACTURER, manufacturer) for model in built]
    for prefix in rng.sample(AIRLINE_PREFIXES, 40):
        airline = f"{prefix} {rng.choice(AIRLINE_SUFFIXES)}"
        home = rng.choice(countries)
        hubs = rng.sample(airports_in[home], min(rng.randint(1, 2), len(airports_in[home])))
        facts += [(airline, HUB, hub) for hub in hubs]
        others = [a for a in airports if a not in hubs]
        facts += [(airline, DESTINATION, a) for a in rng.sample(others, rng.randint(12, 30))]
        facts += [(airline, FLEET_MODEL, m) for m in rng.sample(models, rng.randint(2, 4))]
        if rng.random() < 0.75:
            facts.append((airline, ALLIANCE, rng.choice(ALLIANCES)))
        ceo = person()
        nationality = home if rng.random() < 0.7 else rng.choice(countries)
        facts += [(airline, FLEET_SIZE, str(rng.randint(15, 320))),
                  (airline, FOUNDED, str(rng.randint(1925, 2015))),
                  (airline, CEO, ceo), (ceo, NATIONALITY, nationality)]  # fmt: skip
    cities = sorted(c for found in COUNTRIES.values() for c in found)
    for _ in range(130):
        name = hotel()
        facts += [(name, HOTEL_CITY, rng.choice(cities)),
                  (name, ROOMS, str(rng.randint(40, 650)))]  # fmt: skip
    return MadeUpKG.of(facts)


RECIPE = KGRecipe("travel", travel_kg, TRAVEL)
