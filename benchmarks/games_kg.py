"""A video-game industry KG of our own, made up for an unseen-KG check (written after the
pharma, law, supply-chain and energy KGs and the others before them, and not tuned on):
video games with made-up titles in several styles (epic "Kingdoms of Veyra", terse "Ashen
Crown", cosy "Tiny Tractor Tales", arcade "Nitro Kart Rivals", one-word "Gloamhaven",
"Project Kestrel"), their genres, release years, developer studios, publishers, game
engines, platforms, lead designers, composers, age ratings (PEGI), the series they belong
to, and the earlier game a sequel follows or a remaster remakes; the studios (their city,
founding year, parent company and founders), the publishers (head office, founding year,
CEO), the platform makers and engine companies, the engines (who made them, first release
year), the platforms (consoles, handhelds, a VR headset and PC, their maker and release
year), the people (designers, composers, founders and CEOs, each with a nationality, drawn
with `NameDrawer` from name pools of that nationality) and the cities in twelve countries.
Relation names are lowerCamelCase, as a data team would name them (`developedBy`,
`publisher`, `runsOnEngine`, `availableOn`, `leadDesigner`, `musicBy`, `releaseYear`,
`partOfSeries`, `sequelOf`, `remasterOf`, `genre`, `ageRating`, `headquarteredIn`,
`foundedIn`, `parentCompany`, `founder`, `ceo`, `nationality`, `manufacturer`, `country`);
three of the twenty relations are also stored backwards under a twin a data team named
(`developedBy` / `developed`, `publisher` / `published`, `parentCompany` / `subsidiary`),
the other seventeen once; no types file.

`developedBy` is said of games (a studio) and of engines (a studio for in-house engines,
an engine company for licensed ones); `releaseYear` of games, engines and platforms;
`headquarteredIn`, `foundedIn` and `ceo` of studios, publishers, platform makers and engine
companies alike (studios mostly lack a CEO, publishers a founder). `publisher` reaches
publishers, platform makers (first-party games, only on their maker's platforms) and, for
self-published games, the developer studio itself. A studio favours a few genres and
usually a publisher (its parent company when it has one), and mostly builds on its own
engine when it has one, else on a licensed one released before the game; a game is on the
platforms on sale in its release year (PC has no maker and no release year). Series are
named `<first title> series`; later entries are `sequelOf` the entry before (numbered or
subtitled), sometimes by another studio, and a few older games have a remaster
("... Remastered", "... HD") years later. Some games lack a lead designer, a composer, an
engine or an age rating. Release years (1988 to 2024) and founding years (1968 to 2017)
overlap. Wordings were written before any run and were not changed for the score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

DEVELOPER = "developedBy"
PUBLISHER = "publisher"
ENGINE = "runsOnEngine"
PLATFORM = "availableOn"
DESIGNER = "leadDesigner"
MUSIC = "musicBy"
YEAR = "releaseYear"
SERIES = "partOfSeries"
SEQUEL = "sequelOf"
REMASTER = "remasterOf"
GENRE = "genre"
RATING = "ageRating"
HQ = "headquarteredIn"
FOUNDED = "foundedIn"
PARENT = "parentCompany"
FOUNDER = "founder"
CEO = "ceo"
NATIONALITY = "nationality"
MAKER = "manufacturer"
COUNTRY = "country"

TWINS = {DEVELOPER: "developed", PUBLISHER: "published", PARENT: "subsidiary"}

CITIES = {  # city: its country
    "Seattle": "United States", "Austin": "United States", "Los Angeles": "United States",
    "San Francisco": "United States", "Raleigh": "United States", "Montreal": "Canada",
    "Vancouver": "Canada", "Toronto": "Canada", "Guildford": "United Kingdom",
    "Leamington Spa": "United Kingdom", "Edinburgh": "United Kingdom",
    "Dundee": "United Kingdom", "London": "United Kingdom", "Tokyo": "Japan",
    "Osaka": "Japan", "Kyoto": "Japan", "Fukuoka": "Japan", "Paris": "France",
    "Lyon": "France", "Montpellier": "France", "Berlin": "Germany", "Hamburg": "Germany",
    "Frankfurt": "Germany", "Warsaw": "Poland", "Krakow": "Poland", "Wroclaw": "Poland",
    "Stockholm": "Sweden", "Malmo": "Sweden", "Helsinki": "Finland", "Espoo": "Finland",
    "Seoul": "South Korea", "Busan": "South Korea", "Seongnam": "South Korea",
    "Melbourne": "Australia", "Sydney": "Australia", "Brisbane": "Australia",
    "Madrid": "Spain", "Barcelona": "Spain",
}  # fmt: skip
STUDIOS = {  # studio: its city, its founding year
    "Ironbark Studios": ("Seattle", 1996), "Redwater Games": ("Austin", 2004),
    "Lucky Lantern Interactive": ("Los Angeles", 2011),
    "Bitwise Badger": ("San Francisco", 2015), "Pinegate Studios": ("Raleigh", 1999),
    "Hollow Oak Games": ("Seattle", 2013), "Blue Heron Entertainment": ("Austin", 1991),
    "Northlight Forge": ("Montreal", 2002), "Studio Boreal": ("Montreal", 2009),
    "Tidepool Games": ("Vancouver", 2012), "Maple Circuit": ("Toronto", 2016),
    "Foxglove Interactive": ("Guildford", 1993),
    "Copperkettle Games": ("Leamington Spa", 2007), "Thistle & Crow": ("Edinburgh", 2014),
    "Grey Gull Studios": ("Dundee", 1988), "Lamplight Software": ("London", 2001),
    "Studio Kazeyama": ("Tokyo", 1986), "Hoshizora Works": ("Kyoto", 1994),
    "Tsukimi Games": ("Osaka", 2003), "Akatombo Soft": ("Fukuoka", 1998),
    "Ginkgo Interactive": ("Tokyo", 2010), "Atelier Brume": ("Paris", 2005),
    "Studio Hirondelle": ("Lyon", 1997), "Mistral Games": ("Montpellier", 2012),
    "Eisvogel Studios": ("Berlin", 2008), "Hafenlicht Games": ("Hamburg", 2001),
    "Mainblick Interactive": ("Frankfurt", 1995), "Wilcza Games": ("Warsaw", 2006),
    "Smok Studio": ("Krakow", 2011), "Odra Interactive": ("Wroclaw", 2002),
    "Grimfjell Studios": ("Stockholm", 2000), "Tallskog Games": ("Malmo", 2013),
    "Revontuli Studios": ("Helsinki", 2009), "Kuusi Games": ("Espoo", 2004),
    "Haneul Soft": ("Seoul", 1999), "Pado Games": ("Busan", 2014),
    "Byeol Interactive": ("Seongnam", 2007), "Wattlebird Studios": ("Melbourne", 2010),
    "Saltbush Games": ("Brisbane", 2017), "Southern Reef Interactive": ("Sydney", 2003),
    "Estudio Marea": ("Madrid", 2012), "Cigala Games": ("Barcelona", 2008),
}  # fmt: skip
PUBLISHERS = {  # publisher: its head office city, its founding year
    "Halberd Interactive": ("Los Angeles", 1983), "Sunward Entertainment": ("San Francisco", 1991),
    "Crestmoor Publishing": ("London", 1987), "Kaiyo Entertainment": ("Tokyo", 1979),
    "Tenbu Soft": ("Osaka", 1984), "Lumiere Interactive": ("Paris", 1989),
    "Baltic Arc": ("Warsaw", 2005), "Nordvind Media": ("Stockholm", 1997),
    "Hanul Interactive": ("Seoul", 2000), "Rheinblick Entertainment": ("Frankfurt", 1992),
    "Southern Cross Interactive": ("Sydney", 2002), "Vela Digital": ("Madrid", 2009),
    "Maplewood Media": ("Toronto", 1996),
}  # fmt: skip
PLATFORM_MAKERS = {  # platform maker: its head office city, its founding year
    "Kestra Corporation": ("Kyoto", 1972), "Helix Systems": ("Seattle", 1975),
    "Mirai Denki": ("Tokyo", 1968), "Tessellate Labs": ("San Francisco", 2012),
    "Hanbit Electronics": ("Seoul", 1981),
}  # fmt: skip
ENGINE_COMPANIES = {  # engine company: its head office city, its founding year
    "Lattice Works": ("Raleigh", 1998), "Kobold Software": ("Hamburg", 2003),
    "Skargard Technologies": ("Stockholm", 2006),
}  # fmt: skip
ENGINES = {  # engine: who made it, its first release year (0: not known)
    "Lattice Engine": ("Lattice Works", 1999), "Nimbus 3D": ("Lattice Works", 2012),
    "Kobold Engine": ("Kobold Software", 2004), "Quillwork": ("Kobold Software", 2015),
    "Prism Engine": ("Skargard Technologies", 2008),
    "Cinder Engine": ("Ironbark Studios", 2001), "Halcyon Engine": ("Northlight Forge", 2006),
    "Tundra Engine": ("Grimfjell Studios", 2004), "Kaze Engine": ("Studio Kazeyama", 1997),
    "Brightwater Engine": ("Foxglove Interactive", 2003),
    "Vantage Engine": ("Hafenlicht Games", 0), "Mosaic Engine": ("Wilcza Games", 2010),
}  # fmt: skip
PC = "PC"
VR = "Tessera VR"
PLATFORMS = {  # platform: its maker, its release year, its last year on sale
    PC: ("", 0, 2024), "Kestra Orbit": ("Kestra Corporation", 1994, 2001),
    "Kestra Orbit 2": ("Kestra Corporation", 2000, 2008),
    "Kestra Orbit 3": ("Kestra Corporation", 2006, 2014),
    "Kestra Orbit 4": ("Kestra Corporation", 2013, 2021),
    "Kestra Orbit 5": ("Kestra Corporation", 2020, 2024),
    "Kestra Pocket": ("Kestra Corporation", 2005, 2013),
    "Helix Box": ("Helix Systems", 2001, 2007), "Helix Box Prime": ("Helix Systems", 2006, 2014),
    "Helix Box Nova": ("Helix Systems", 2013, 2021),
    "Helix Box Zenith": ("Helix Systems", 2020, 2024),
    "Mirai Comet": ("Mirai Denki", 1990, 1997), "Mirai Spark": ("Mirai Denki", 1998, 2004),
    "Mirai Duo": ("Mirai Denki", 2004, 2014), "Mirai Flip": ("Mirai Denki", 2017, 2024),
    VR: ("Tessellate Labs", 2016, 2024), "Hanbit Arc": ("Hanbit Electronics", 2022, 2024),
}  # fmt: skip
RATINGS = ["PEGI 3", "PEGI 7", "PEGI 12", "PEGI 16", "PEGI 18"]
GENRES = {  # genre: the age ratings its games get
    "role-playing game": ["PEGI 12", "PEGI 16", "PEGI 18"],
    "first-person shooter": ["PEGI 16", "PEGI 18"], "strategy game": ["PEGI 7", "PEGI 12"],
    "platformer": ["PEGI 3", "PEGI 7"], "puzzle game": ["PEGI 3", "PEGI 7"],
    "racing game": ["PEGI 3", "PEGI 7"], "sports game": ["PEGI 3"],
    "fighting game": ["PEGI 12", "PEGI 16"], "survival horror game": ["PEGI 16", "PEGI 18"],
    "stealth game": ["PEGI 16", "PEGI 18"], "roguelike": ["PEGI 7", "PEGI 12", "PEGI 16"],
    "metroidvania": ["PEGI 7", "PEGI 12"], "farming sim": ["PEGI 3"],
    "city builder": ["PEGI 3", "PEGI 7"], "visual novel": ["PEGI 12", "PEGI 16"],
    "rhythm game": ["PEGI 3"],
}  # fmt: skip
STYLES = {  # title style: the genres of its games
    "terse": ["role-playing game", "stealth game", "strategy game", "fighting game"],
    "epic": ["role-playing game", "strategy game", "first-person shooter"],
    "cosy": ["farming sim", "puzzle game", "platformer", "city builder", "rhythm game"],
    "realm": ["role-playing game", "strategy game", "metroidvania"],
    "arcade": ["racing game", "sports game", "fighting game"],
    "word": ["roguelike", "metroidvania", "survival horror game", "puzzle game", "platformer",
             "visual novel"],
    "project": ["survival horror game", "first-person shooter", "stealth game"],
}  # fmt: skip
TERSE = (["Ashen", "Hollow", "Crimson", "Silent", "Broken", "Gilded", "Frozen", "Sunken",
          "Iron", "Wild", "Pale", "Shattered", "Verdant", "Obsidian", "Eternal", "Savage",
          "Last", "Burning"],
         ["Crown", "Lantern", "Throne", "Harbor", "Requiem", "Vow", "Frontier", "Citadel",
          "Echo", "Covenant", "Tide", "Orchard", "Spire", "Oath", "Bastion", "Veil"])  # fmt: skip
EPIC = (["Starfall", "Skyforge", "Moonrise", "Ironheart", "Emberfall", "Nightbloom",
         "Duskwater", "Frostveil", "Stormcaller", "Sunhollow", "Brightblade", "Deepwood"],
        ["Odyssey", "Legends", "Saga", "Chronicles", "Tactics", "Rhapsody", "Arena",
         "Protocol", "Expedition", "Uprising"])  # fmt: skip
COSY = {  # first letter: adjectives, nouns, endings (alliterating)
    "T": (["Tiny", "Tumbling", "Tidy"], ["Tractor", "Teapot", "Turnip", "Tortoise"],
          ["Tales", "Trouble", "Town"]),
    "P": (["Pocket", "Puddle", "Plucky"], ["Penguin", "Pie", "Pumpkin", "Pigeon"],
          ["Party", "Parade", "Paradise"]),
    "M": (["Merry", "Mossy", "Mini"], ["Meadow", "Muffin", "Mole", "Mushroom"],
          ["Market", "Mysteries", "Mayhem"]),
    "B": (["Busy", "Bouncy", "Brave"], ["Bakery", "Beetle", "Badger", "Bumblebee"],
          ["Bonanza", "Bunch", "Boogie"]),
    "C": (["Cozy", "Curious", "Clumsy"], ["Cove", "Critter", "Cabbage", "Cactus"],
          ["Cafe", "Club", "Capers"]),
    "S": (["Sunny", "Sleepy", "Snappy"], ["Snail", "Sprout", "Sock", "Seagull"],
          ["Story", "Shuffle", "Symphony"]),
    "F": (["Fuzzy", "Frantic", "Friendly"], ["Fox", "Farm", "Frog", "Fern"],
          ["Friends", "Frenzy", "Festival"]),
}  # fmt: skip
REALM = (["Kingdoms", "Shadows", "Echoes", "Tales", "Heirs", "Wardens", "Ruins", "Knights",
          "Blades", "Songs", "Gods", "Lords"],
         ["Veyra", "Korrath", "Ilvaren", "Mirewood", "Caldris", "Thal", "Azhmar", "Elyndor",
          "Sorrowmere", "Varnhold", "Ostmark", "Drakmoor", "Quell", "Orun", "Tessaly"])  # fmt: skip
ARCADE = (["Turbo", "Neon", "Apex", "Redline", "Nitro", "Pro", "Ultimate", "Power", "Hyper",
           "Street"],
          ["Drift", "Circuit", "Rally", "Striker", "Hoops", "Slam", "Puck", "Kart", "Grid",
           "Skate", "Brawl"],
          ["", " Rivals", " Legends", " Tour", " Champions", " Unleashed", " World"])  # fmt: skip
WORDS = ["Hollowmere", "Vesper", "Cinderlight", "Mirelock", "Sablewing", "Gloamhaven",
         "Quietus", "Threnody", "Undertow", "Lumina", "Palisade", "Wyrmwood", "Nocturne",
         "Kaleido", "Brinefall", "Somnia", "Fathom", "Gossamer", "Rime", "Tallow", "Marrow",
         "Solace", "Ember & Ash", "Driftwood", "Carapace"]  # fmt: skip
PROJECT = (["Project", "Operation", "Subject", "Sector", "Station"],
           ["Kestrel", "Halcyon", "Nine", "Blackwell", "Zero", "Tempest", "Umbra", "Lazarus",
            "Echo-7", "Meridian", "Sable", "Cobalt"])  # fmt: skip
SUBTITLES = ["Rebirth", "Ascension", "Reckoning", "Second Dawn", "Homecoming", "Origins",
             "Ashes", "The Lost Isles", "Eclipse", "Requiem", "Awakening", "Legacy"]  # fmt: skip
ROMAN = ["II", "III", "IV", "V"]
REMASTERED = [" Remastered", " HD", ": Definitive Edition", " Deluxe"]
POOL = {  # nationality: its name pool
    "United States": "en", "Canada": "en", "United Kingdom": "en", "Australia": "en",
    "Japan": "jp", "France": "fr", "Germany": "de", "Poland": "pl", "Sweden": "se",
    "Finland": "fi", "South Korea": "kr", "Spain": "es",
}  # fmt: skip
NAMES = {  # name pool: first names, last names
    "en": (["Jamie", "Rachel", "Owen", "Dana", "Marcus", "Kelly", "Trevor", "Megan", "Colin",
            "Tasha", "Derek", "Holly", "Graham", "Nadia", "Ross", "Lindsey"],
           ["Caldwell", "Brennan", "Hutchins", "Mercer", "Oyelaran", "Pruitt", "Sutherland",
            "Tremblay", "Vickers", "Whitlock", "Ashby", "Dunmore", "Kowalczyk", "Rourke",
            "Fairweather", "Lachlan"]),
    "jp": (["Hiroshi", "Ayumi", "Kenji", "Mariko", "Satoru", "Yuki", "Daisuke", "Chihiro",
            "Masato", "Rie", "Koji", "Tomoko"],
           ["Aoyama", "Fukuda", "Hasegawa", "Inoue", "Kaneko", "Matsuda", "Nakagawa",
            "Okabe", "Sakurai", "Tanabe", "Uchida", "Yoshimura"]),
    "fr": (["Mathieu", "Camille", "Julien", "Elodie", "Sebastien", "Margaux", "Antoine",
            "Lea", "Nicolas", "Aurelie"],
           ["Beaumont", "Chauvin", "Delacroix", "Fontaine", "Lemaire", "Mercier", "Renaud",
            "Vasseur", "Joubert", "Thibault"]),
    "de": (["Jonas", "Katrin", "Matthias", "Anja", "Florian", "Julia", "Tobias", "Svenja",
            "Lukas", "Nina"],
           ["Becker", "Engel", "Hoffmann", "Krause", "Lorenz", "Neumann", "Schreiber",
            "Wagner", "Ziegler", "Vogt"]),
    "pl": (["Pawel", "Agnieszka", "Tomasz", "Magdalena", "Krzysztof", "Joanna", "Marcin",
            "Ewa", "Michal", "Katarzyna"],
           ["Nowak", "Wisniewski", "Zielinski", "Kaminski", "Lewandowski", "Dabrowski",
            "Mazur", "Krawczyk", "Pawlak", "Sikora"]),
    "se": (["Erik", "Annika", "Magnus", "Sofia", "Johan", "Linnea", "Anders", "Frida",
            "Oskar", "Maja"],
           ["Andersson", "Berg", "Dahlgren", "Forsberg", "Lundqvist", "Nordin", "Sandberg",
            "Wallin", "Hedlund", "Ekberg"]),
    "fi": (["Mikko", "Aino", "Juha", "Riikka", "Antti", "Sanna", "Ville", "Hanna", "Timo",
            "Elina"],
           ["Korhonen", "Virtanen", "Makinen", "Nieminen", "Laine", "Heikkinen", "Koskinen",
            "Jarvinen", "Lehtonen", "Salonen"]),
    "kr": (["Ji-hoon", "Su-bin", "Hyun-woo", "Ye-jin", "Tae-yang", "Min-ji", "Dong-hyun",
            "Seo-yeon", "Jae-won", "Ha-eun"],
           ["Kim", "Lee", "Park", "Choi", "Jung", "Han", "Shin", "Bae", "Cho", "Moon"]),
    "es": (["Alejandro", "Lucia", "Pablo", "Marta", "Diego", "Elena", "Sergio", "Ines",
            "Raul", "Clara"],
           ["Garcia", "Fernandez", "Lopez", "Martin", "Sanchez", "Romero", "Alonso",
            "Iglesias", "Vazquez", "Medina"]),
}  # fmt: skip
STYLE_WEIGHTS = {"terse": 3, "epic": 2, "cosy": 2, "realm": 2, "arcade": 2, "word": 2,
                 "project": 1}  # fmt: skip
FRANCHISES, STANDALONE, REMASTERS = 28, 115, 12


def _title(rng: random.Random, style: str) -> str:
    """A title in `style` (maybe one drawn before)."""
    if style == "terse":
        return f"{rng.choice(TERSE[0])} {rng.choice(TERSE[1])}"
    if style == "epic":
        return f"{rng.choice(EPIC[0])} {rng.choice(EPIC[1])}"
    if style == "cosy":
        adjectives, nouns, endings = COSY[rng.choice(sorted(COSY))]
        return f"{rng.choice(adjectives)} {rng.choice(nouns)} {rng.choice(endings)}"
    if style == "realm":
        return f"{rng.choice(REALM[0])} of {rng.choice(REALM[1])}"
    if style == "arcade":
        return f"{rng.choice(ARCADE[0])} {rng.choice(ARCADE[1])}{rng.choice(ARCADE[2])}"
    if style == "word":
        return rng.choice(WORDS)
    return f"{rng.choice(PROJECT[0])} {rng.choice(PROJECT[1])}"


def _later(rng: random.Random, base: str, number: int, mode: str) -> str:
    """The title of entry `number` (2 on) of the series that `base` began."""
    if mode == "roman":
        return f"{base} {ROMAN[number - 2]}"
    if mode == "number":
        return f"{base} {number}"
    return f"{base}: {rng.choice(SUBTITLES)}"


def games_kg(seed: int = 1) -> MadeUpKG:
    """A made-up games industry: 38 cities in 12 countries, 42 studios, 13 publishers, 5
    platform makers, 3 engine companies, 12 engines, 17 platforms, about 200 games in about
    28 series, and some 200 people."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = [(c, COUNTRY, country) for c, country in CITIES.items()]
    companies = {**STUDIOS, **PUBLISHERS, **PLATFORM_MAKERS, **ENGINE_COMPANIES}
    for company, (city, founded) in companies.items():
        facts += [(company, HQ, city), (company, FOUNDED, str(founded))]

    drawers = {pool: NameDrawer(rng, first, last) for pool, (first, last) in NAMES.items()}
    people: set[str] = set()
    nationalities = sorted(POOL)

    def person(home: str, local: float = 0.8) -> str:
        """A new person, mostly a citizen of `home`."""
        citizen = home if rng.random() < local else rng.choice(nationalities)
        name = drawers[POOL[citizen]]()
        while name in people:
            name = drawers[POOL[citizen]]()
        people.add(name)
        if rng.random() < 0.95:
            facts.append((name, NATIONALITY, citizen))
        return name

    def country(company: str) -> str:
        return CITIES[companies[company][0]]

    staff: dict[str, list[str]] = {}  # studio: its designers
    for studio in STUDIOS:
        founders = []
        if rng.random() < 0.85:
            founders = [person(country(studio)) for _ in range(rng.choice([1, 1, 2]))]
            facts += [(studio, FOUNDER, f) for f in founders]
            staff[studio] = [f for f in founders if rng.random() < 0.7]
        if rng.random() < 0.2:
            boss = founders[0] if founders and rng.random() < 0.5 else person(country(studio))
            facts.append((studio, CEO, boss))
    for company in [*PUBLISHERS, *PLATFORM_MAKERS, *ENGINE_COMPANIES]:
        if rng.random() < 0.9:
            facts.append((company, CEO, person(country(company), 0.85)))
        if company not in PUBLISHERS and rng.random() < 0.4:
            facts.append((company, FOUNDER, person(country(company))))

    owners = sorted(PUBLISHERS) + sorted(PLATFORM_MAKERS)
    parent: dict[str, str] = {}
    for studio in STUDIOS:
        if rng.random() < 0.45:
            local = [o for o in owners if country(o) == country(studio)]
            parent[studio] = rng.choice(local if local and rng.random() < 0.6 else owners)
            facts.append((studio, PARENT, parent[studio]))
    for publisher in PUBLISHERS:
        if rng.random() < 0.15:
            facts.append((publisher, PARENT, rng.choice(sorted(PLATFORM_MAKERS))))

    for engine, (maker, year) in ENGINES.items():
        facts.append((engine, DEVELOPER, maker))
        if year:
            facts.append((engine, YEAR, str(year)))
    for platform, (maker, year, _) in PLATFORMS.items():
        if maker:
            facts.append((platform, MAKER, maker))
        if year:
            facts.append((platform, YEAR, str(year)))

    composers = [person(rng.choice(nationalities), 1.0) for _ in range(28)]  # freelancers
    profile: dict[str, tuple[list[str], str, list[str]]] = {}  # styles, publisher, composers
    for studio in STUDIOS:
        weights = [STYLE_WEIGHTS[s] for s in STYLE_WEIGHTS]
        styles = list(dict.fromkeys(rng.choices(list(STYLE_WEIGHTS), weights, k=2)))
        if studio in parent and rng.random() < 0.85:
            usual = parent[studio]
        else:
            local = [p for p in PUBLISHERS if country(p) == country(studio)]
            usual = rng.choice(local if local and rng.random() < 0.5 else sorted(PUBLISHERS))
        in_house = [person(country(studio)) for _ in range(rng.choice([0, 0, 1]))]
        profile[studio] = (styles, usual, in_house + rng.sample(composers, 2))

    designers: list[str] = []

    def designer(studio: str) -> str:
        """A lead designer at `studio`: often one already there, else a newcomer."""
        there = staff.setdefault(studio, [])
        if there and rng.random() < 0.6:
            return rng.choice(there)
        if designers and rng.random() < 0.12:  # moved from another studio
            name = rng.choice(designers)
        else:
            name = person(country(studio))
        there.append(name)
        designers.append(name)
        return name

    def platforms(year: int, publisher: str) -> list[str]:
        """The platforms a game of `year` comes out on (its publisher's own, if a maker)."""
        on_sale = [p for p, (_, first, last) in PLATFORMS.items() if first <= year <= last]
        own = [p for p in on_sale if PLATFORMS[p][0] == publisher]
        if own:
            return rng.sample(own, min(len(own), rng.choice([1, 1, 2])))
        consoles = [p for p in on_sale if p not in (PC, VR)]
        chosen = [PC] if not consoles or rng.random() < 0.65 else []
        count = rng.choice([0, 1, 1, 2, 2, 3] if chosen else [1, 1, 2, 3])
        chosen += rng.sample(consoles, min(count, len(consoles)))
        if VR in on_sale and rng.random() < 0.06:
            chosen.append(VR)
        return chosen

    def engine_for(studio: str, year: int) -> str | None:
        """The engine a game of `studio` out in `year` runs on, if a named one."""
        mine = [e for e, (m, y) in ENGINES.items() if m == studio and y < year]
        if mine and rng.random() < 0.8:
            return mine[0]
        licensed = [e for e, (m, y) in ENGINES.items() if m in ENGINE_COMPANIES and y < year]
        if licensed and rng.random() < 0.6:
            return rng.choice(licensed)
        return None

    def publisher_of(studio: str) -> str:
        """Who publishes a game of `studio`: mostly its usual publisher, or itself."""
        if rng.random() < 0.12:
            return studio
        return profile[studio][1] if rng.random() < 0.7 else rng.choice(sorted(PUBLISHERS))

    games: dict[str, tuple[str, str, int, list[str], str | None]] = {}  # developer,
    # publisher, year, genres, composer

    def release(title: str, studio: str, year: int, genres: list[str], publisher: str,
                composer: str | None, lead: bool = True) -> None:  # fmt: skip
        """The facts of game `title`."""
        facts.extend([(title, DEVELOPER, studio), (title, PUBLISHER, publisher),
                      (title, YEAR, str(year))])  # fmt: skip
        facts.extend((title, GENRE, g) for g in genres)
        facts.extend((title, PLATFORM, p) for p in platforms(year, publisher))
        runs_on = engine_for(studio, year)
        if runs_on:
            facts.append((title, ENGINE, runs_on))
        if lead and rng.random() < 0.9:
            leads = {designer(studio) for _ in range(rng.choice([1] * 11 + [2]))}
            facts.extend((title, DESIGNER, d) for d in sorted(leads))
        if composer:
            facts.append((title, MUSIC, composer))
        if rng.random() < 0.9:
            facts.append((title, RATING, rng.choice(GENRES[genres[0]])))
        games[title] = (studio, publisher, year, genres, composer)

    def composer_for(studio: str) -> str | None:
        """Who scores a game of `studio`, if anyone credited."""
        if rng.random() < 0.12:
            return None
        return rng.choice(profile[studio][2] if rng.random() < 0.75 else composers)

    titles: set[str] = set()

    def new_title(style: str) -> str:
        """A title not drawn before, in `style` if one is left."""
        for attempt in range(400):
            title = _title(rng, style if attempt < 40 else rng.choice(sorted(STYLES)))
            if title not in titles:
                titles.add(title)
                return title
        raise ValueError("no title left")

    def genres_of(style: str) -> list[str]:
        """A genre of `style`, sometimes two."""
        first = rng.choice(STYLES[style])
        second = rng.choice(STYLES[style])
        return [first, second] if second != first and rng.random() < 0.2 else [first]

    studios = sorted(STUDIOS)

    def start(studio: str) -> int:
        return max(1988, STUDIOS[studio][1] + 1)

    in_series: dict[str, str] = {}
    for _ in range(FRANCHISES):
        studio = rng.choice(studios)
        style = rng.choice(profile[studio][0])
        base, genres, count = new_title(style), genres_of(style), rng.choice([2, 2, 3, 3, 4])
        series, mode = f"{base} series", rng.choice(["roman", "roman", "number", "subtitle"])
        year = rng.randint(start(studio), max(start(studio), 2024 - 3 * (count - 1)))
        publisher, composer, previous = publisher_of(studio), composer_for(studio), ""
        for number in range(1, count + 1):
            if year > 2024:
                break
            title = base
            while title in titles and number > 1:
                title = _later(rng, base, number, mode)
            titles.add(title)
            maker = studio
            if number > 1 and rng.random() < 0.2:
                maker = rng.choice([s for s in studios if start(s) <= year])
            sold_by = publisher if rng.random() < 0.85 and maker == studio else publisher_of(maker)
            music = composer if composer and rng.random() < 0.7 else composer_for(maker)
            release(title, maker, year, genres, sold_by, music)
            if rng.random() < 0.92:
                facts.append((title, SERIES, series))
                in_series[title] = series
            if previous and rng.random() < 0.9:
                facts.append((title, SEQUEL, previous))
            previous = title
            year += rng.randint(2, 5)

    for _ in range(STANDALONE):
        studio = rng.choice(studios)
        style = rng.choice(profile[studio][0])
        year = rng.randint(start(studio), 2024)
        title = new_title(style)
        release(title, studio, year, genres_of(style), publisher_of(studio), composer_for(studio))

    older = sorted(g for g, (_, _, year, _, _) in games.items() if year <= 2013)
    for original in rng.sample(older, min(REMASTERS, len(older))):
        maker, publisher, first, genres, composer = games[original]
        endings = [e for e in REMASTERED if ":" not in original or not e.startswith(":")]
        title = f"{original}{rng.choice(endings)}"
        if title in titles:
            continue
        titles.add(title)
        year = rng.randint(first + 7, min(2024, first + 20))
        if rng.random() < 0.5:
            maker = rng.choice([s for s in studios if start(s) <= year])
        sold_by = publisher if rng.random() < 0.7 else publisher_of(maker)
        music = composer if rng.random() < 0.8 else composer_for(maker)
        release(title, maker, year, genres, sold_by, music, lead=rng.random() < 0.5)
        facts.append((title, REMASTER, original))
        if original in in_series:
            facts.append((title, SERIES, in_series[original]))

    countries = set(CITIES.values()) | set(POOL)
    named = [set(CITIES), countries, set(companies), set(ENGINES), set(PLATFORMS),
             set(RATINGS), set(GENRES), set(games), set(in_series.values()), people]  # fmt: skip
    assert sum(map(len, named)) == len(set().union(*named)), "a name is shared by two kinds"
    return MadeUpKG.of(list(dict.fromkeys(facts)), TWINS)


GAMES = Wordings(
    one_hop={
        (DEVELOPER, True): ("who developed {x} ?", "which studio made {x} ?",
                            "who is the developer of {x} ?", "what studio is behind {x} ?"),
        (DEVELOPER, False): ("what games has {x} developed ?", "which games did {x} make ?",
                             "list games by {x} ?", "what has {x} worked on ?"),
        (PUBLISHER, True): ("who published {x} ?", "who is the publisher of {x} ?",
                            "which company put out {x} ?", "{x} was published by who ?"),
        (PUBLISHER, False): ("which games has {x} published ?", "what titles does {x} publish ?",
                             "name a game published by {x} ?"),
        (ENGINE, True): ("what engine does {x} run on ?", "which game engine was {x} built with ?",
                         "what engine is {x} made in ?", "what tech does {x} use ?"),
        (ENGINE, False): ("which games use {x} ?", "what games were made with {x} ?",
                          "name a game built on {x} ?", "what runs on {x} ?"),
        (PLATFORM, True): ("what platforms can i play {x} on ?",
                           "which consoles is {x} available on ?", "what systems is {x} on ?",
                           "where can i play {x} ?"),
        (PLATFORM, False): ("which games are available on {x} ?", "what can i play on {x} ?",
                            "list {x} games ?", "name a game for the {x} ?"),
        (DESIGNER, True): ("who was the lead designer of {x} ?", "who designed {x} ?",
                           "who led the design of {x} ?"),
        (DESIGNER, False): ("which games did {x} design ?",
                            "what games has {x} been lead designer on ?", "what did {x} design ?"),
        (MUSIC, True): ("who composed the soundtrack of {x} ?", "who did the music for {x} ?",
                        "who wrote the score for {x} ?", "who is the composer of {x} ?"),
        (MUSIC, False): ("which games has {x} composed music for ?",
                         "what soundtracks did {x} write ?", "name a game scored by {x} ?"),
        (YEAR, True): ("when did {x} come out ?", "what year was {x} released ?",
                       "when was {x} released ?", "release year of {x} ?"),
        (YEAR, False): ("which games came out in {x} ?", "what was released in {x} ?",
                        "name a game from {x} ?"),
        (SERIES, True): ("which series is {x} part of ?", "what franchise does {x} belong to ?",
                         "{x} is from which series ?"),
        (SERIES, False): ("which games are in the {x} ?", "list the games of the {x} ?",
                          "what are the entries in the {x} ?"),
        (SEQUEL, True): ("what is {x} a sequel to ?", "which game came before {x} ?",
                         "what was the previous game before {x} ?"),
        (SEQUEL, False): ("what is the sequel to {x} ?", "which game came after {x} ?",
                          "what was the follow-up to {x} ?"),
        (REMASTER, True): ("what is {x} a remaster of ?", "which game did {x} remaster ?",
                           "what is the original version of {x} ?"),
        (REMASTER, False): ("which game is a remaster of {x} ?",
                            "what is the remastered version of {x} called ?",
                            "was {x} ever remastered ?"),
        (GENRE, True): ("what genre is {x} ?", "what kind of game is {x} ?",
                        "what type of game is {x} ?"),
        (GENRE, False): ("name a {x} ?", "which games are {x}s ?", "list some {x}s ?",
                         "can you recommend a {x} ?"),
        (RATING, True): ("what is the age rating of {x} ?", "what is {x} rated ?",
                         "what rating did {x} get ?", "is {x} ok for kids, what's it rated ?"),
        (RATING, False): ("which games are rated {x} ?", "name a game with a {x} rating ?",
                          "what games have a {x} age rating ?"),
        (HQ, True): ("where is {x} based ?", "where is {x} headquartered ?",
                     "which city is {x} located in ?", "where are {x}'s offices ?"),
        (HQ, False): ("which game companies are based in {x} ?", "what studios are in {x} ?",
                      "name a company headquartered in {x} ?"),
        (FOUNDED, True): ("when was {x} founded ?", "what year was {x} established ?",
                          "when did {x} start ?"),
        (FOUNDED, False): ("which studios were founded in {x} ?",
                           "what game companies were set up in {x} ?",
                           "name a company established in {x} ?"),
        (PARENT, True): ("who owns {x} ?", "what is the parent company of {x} ?",
                         "which company is {x} a subsidiary of ?"),
        (PARENT, False): ("which studios does {x} own ?", "what are the subsidiaries of {x} ?",
                          "name a studio owned by {x} ?"),
        (FOUNDER, True): ("who founded {x} ?", "who started {x} ?",
                          "who are the founders of {x} ?"),
        (FOUNDER, False): ("which studio did {x} found ?", "what company did {x} start ?",
                           "what did {x} co-found ?"),
        (CEO, True): ("who is the ceo of {x} ?", "who runs {x} ?", "who is in charge of {x} ?"),
        (CEO, False): ("which company is {x} the ceo of ?", "what company does {x} run ?",
                       "where is {x} chief executive ?"),
        (NATIONALITY, True): ("what nationality is {x} ?", "where is {x} from ?",
                              "which country does {x} come from ?"),
        (NATIONALITY, False): ("who in the games industry is from {x} ?",
                               "name a game developer from {x} ?", "which people are from {x} ?"),
        (MAKER, True): ("who makes the {x} ?", "which company manufactures the {x} ?",
                        "who is the maker of the {x} ?"),
        (MAKER, False): ("which consoles does {x} make ?", "what platforms has {x} released ?",
                         "name a system made by {x} ?"),
        (COUNTRY, True): ("which country is {x} in ?", "{x} is in which country ?",
                          "what country is the city of {x} in ?"),
        (COUNTRY, False): ("which cities are in {x} ?", "name a city in {x} ?",
                           "list cities in {x} ?"),
    },
    two_hop={
        ((DEVELOPER, True), (HQ, True)): (
            "in which city is the studio that developed {x} based ?",
            "where is the developer of {x} located ?", "which city was {x} made in ?"),
        ((DEVELOPER, True), (PARENT, True)): (
            "which company owns the studio behind {x} ?",
            "who is the parent company of {x}'s developer ?"),
        ((DESIGNER, True), (DESIGNER, False)): (
            "which games did the designer of {x} also work on ?",
            "what else has the lead designer of {x} made ?",
            "what other games were designed by the person who designed {x} ?"),
        ((MUSIC, True), (NATIONALITY, True)): (
            "what nationality is the composer of {x} ?",
            "where is the person who did the music for {x} from ?"),
        ((DEVELOPER, False), (PLATFORM, True)): (
            "which platforms has {x} released games on ?", "what consoles are {x}'s games on ?"),
        ((PUBLISHER, True), (CEO, True)): (
            "who is the ceo of the company that published {x} ?", "who runs {x}'s publisher ?"),
        ((PLATFORM, True), (MAKER, True)): (
            "which companies make the consoles {x} is on ?",
            "who manufactures the platforms i can play {x} on ?"),
        ((ENGINE, True), (DEVELOPER, True)): (
            "who made the engine {x} runs on ?",
            "which company developed the engine behind {x} ?"),
        ((SEQUEL, True), (YEAR, True)): (
            "when did the game before {x} come out ?",
            "what year was the predecessor of {x} released ?"),
        ((HQ, False), (DEVELOPER, False)): (
            "which games were made in {x} ?", "name a game developed by a studio in {x} ?"),
        ((COUNTRY, False), (HQ, False)): (
            "which game studios are based in {x} ?", "name a games company from {x} ?"),
        ((HQ, True), (COUNTRY, True)): (
            "what country is {x} based in ?", "in which country is {x} headquartered ?"),
        ((GENRE, False), (DEVELOPER, True)): ("which studios make {x}s ?", "who develops {x}s ?"),
        ((PUBLISHER, False), (GENRE, True)): (
            "what genres of games does {x} publish ?", "what kinds of games has {x} put out ?"),
        ((SERIES, False), (DEVELOPER, True)): (
            "which studios have worked on the {x} ?", "who develops the games in the {x} ?"),
        ((FOUNDER, False), (DEVELOPER, False)): (
            "which games were made by the studio {x} founded ?",
            "what games has {x}'s company released ?"),
        ((DEVELOPER, True), (FOUNDER, True)): (
            "who founded the studio that made {x} ?", "who started the developer of {x} ?"),
        ((REMASTER, True), (DEVELOPER, True)): (
            "who made the original version of {x} ?",
            "which studio developed the game that {x} remasters ?"),
        ((DEVELOPER, False), (ENGINE, True)): (
            "which engines does {x} use ?", "what engine does {x} build its games on ?"),
        ((MUSIC, False), (DEVELOPER, True)): (
            "which studios has {x} written music for ?", "who has {x} composed soundtracks for ?"),
    },
    two_anchor=(
        ((PUBLISHER, False), (GENRE, False),
         ("which {y}s did {x} publish ?", "what {y}s has {x} released ?")),
        ((DEVELOPER, False), (PLATFORM, False),
         ("which {x} games are on {y} ?", "what games by {x} can i play on {y} ?")),
        ((GENRE, False), (YEAR, False),
         ("which {x}s came out in {y} ?", "name a {x} released in {y} ?")),
        ((PLATFORM, False), (GENRE, False),
         ("what {y}s are there on {x} ?", "which {y}s can i play on {x} ?")),
        ((DESIGNER, False), (DEVELOPER, False),
         ("which game did {x} design at {y} ?", "what did {x} work on as lead designer at {y} ?")),
        ((MUSIC, False), (PUBLISHER, False),
         ("which {y} games did {x} compose music for ?",
          "what games published by {y} have a soundtrack by {x} ?")),
        ((HQ, False), (FOUNDED, False),
         ("which studios in {x} were founded in {y} ?",
          "what game company based in {x} was set up in {y} ?")),
        ((ENGINE, False), (DEVELOPER, False),
         ("which {y} games run on {x} ?", "what has {y} made with {x} ?")),
        ((RATING, False), (PLATFORM, False),
         ("which {y} games are rated {x} ?", "name a {x} game on {y} ?")),
    ),
)  # fmt: skip


RECIPE = KGRecipe("games", games_kg, GAMES)
