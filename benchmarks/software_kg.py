"""An open-source software KG of our own, made up for an unseen-KG check (written after the
eleven other made-up KGs, to check the rules they led to, and not tuned on): packages,
libraries and tools, their maintainers and contributors, the foundations and companies that
host them and employ those people, programming languages and their designers, licenses and
who publishes them, cities and countries, topics, conferences, first-release years and star
counts. Relation names are compact IRIs, a mix of schema.org terms and a custom `sw:`
vocabulary (`schema:programmingLanguage`, `schema:maintainer`, `sw:dependsOn`,
`sw:hostedBy`), each stored once, no types file.

`schema:location` is said of organisations and conferences alike (a city), and
`schema:datePublished` of packages and languages alike (a year); an organisation also has
its country as `schema:addressCountry`, a city its country as `schema:containedInPlace`, a
person a home city as `schema:homeLocation`, and a language its designers as
`schema:author`. Each organisation favours three languages for the projects it hosts; about
one package in ten has no host. Maintainers mostly work for the hosting organisation,
contributors less often; dependencies are earlier packages, mostly in the same language and
drawn towards those already depended on; a fork keeps its original's language, topics and
(mostly) license and is often hosted elsewhere; a host's packages often use the license it
publishes. A language's conference shows only packages in that language, and they favour
it. Years (1972 to 2024) and star counts (50 to about 125,000, none from 1950 to 2030) do
not overlap as numbers. People are drawn with `NameDrawer` (distinct names); a few names
share a word with other entities (packages may begin with the language names "Kestrel" or
"Orca" or with "Harbor" or "Quarry" like an organisation and a license, end with "Compiler"
like the topic, forks may be "Libre" plus their original's name, "Kestrel Conf", "Orca
Days" and "Lumen World" share their language's name, "Lumen Works" a language's, "Tokyo
Open Source Meetup" its city's). Wordings were written before any run and were not changed
for the score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

LANGUAGE = "schema:programmingLanguage"
LICENSE = "schema:license"
MAINTAINER = "schema:maintainer"
CONTRIBUTOR = "schema:contributor"
AUTHOR = "schema:author"
PUBLISHER = "schema:publisher"
LOCATION = "schema:location"
ADDRESS_COUNTRY = "schema:addressCountry"
CONTAINED = "schema:containedInPlace"
WORKS_FOR = "schema:worksFor"
HOME = "schema:homeLocation"
ABOUT = "schema:about"
RELEASED = "schema:datePublished"
DEPENDS = "sw:dependsOn"
FORK = "sw:forkOf"
HOSTED = "sw:hostedBy"
STARS = "sw:stars"
PRESENTED = "sw:presentedAt"

FIRST = ["Aarav", "Beatriz", "Casimir", "Dagny", "Emeka", "Freya", "Gustavo", "Hyun-woo",
         "Isolde", "Jakub", "Kenji", "Leila", "Mateus", "Nkechi", "Olaf", "Pilar", "Radek",
         "Saoirse", "Thandiwe", "Ulf", "Vera", "Wiebke", "Xavier", "Yusuf", "Zainab",
         "Linnea", "Tobias", "Meera", "Ruben", "Ayumi"]  # fmt: skip
LAST = ["Achterberg", "Bergstrom", "Chaudhary", "Dvorak", "Eklund", "Fonseca", "Grabowski",
        "Halloran", "Iwata", "Jaramillo", "Kuznetsov", "Lindgren", "Mbeki", "Nieminen",
        "Oduya", "Pereira", "Quinlan", "Rasmussen", "Szabo", "Tanaka", "Uchida", "Varga",
        "Weiss", "Yoshida", "Zielinski", "Murphy", "Coelho", "Virtanen", "Banerjee",
        "Hartmann"]  # fmt: skip
PACKAGE_FIRST = ["Amber", "Arrow", "Birch", "Bramble", "Cinder", "Comet", "Dapper", "Drift",
                 "Ember", "Flint", "Glacier", "Gull", "Harbor", "Jasper", "Kestrel", "Lark",
                 "Maple", "Nettle", "Onyx", "Orca", "Otter", "Pebble", "Quarry", "Raven",
                 "Rook", "Sparrow", "Thistle", "Tidal", "Vapor", "Willow", "Yarrow",
                 "Zephyr"]  # fmt: skip
PACKAGE_LAST = ["Kit", "Core", "Forge", "Flow", "Mesh", "Box", "Hub", "Lib", "Works", "Lite",
                "Tools", "One"]  # fmt: skip
SINGLES = ["Gossamer", "Tidepool", "Marmot", "Quokka", "Wombat", "Pangolin", "Axolotl",
           "Capybara", "Narwhal", "Ocelot", "Tapir", "Lemur", "Ibex", "Okapi", "Kinkajou",
           "Puffin", "Starling", "Mongoose"]  # fmt: skip
TOPICS = {  # topic: words a package name about it may end with
    "web framework": ["Web", "Stack", "Serve"], "database": ["DB", "Store", "Base"],
    "compiler": ["Compiler", "CC", "Lang"], "machine learning": ["ML", "Learn", "Tensor"],
    "logging": ["Log", "Logger"], "testing": ["Test", "Spec", "Check"],
    "serialization": ["Pack", "Serde", "Codec"], "networking": ["Net", "Socket", "Wire"],
    "cryptography": ["Crypt", "Cipher", "Seal"], "command-line tool": ["CLI", "Shell", "Term"],
    "data visualization": ["Plot", "Chart", "Viz"], "package manager": ["Pkg", "Deps"],
    "text editor": ["Edit", "Pad"], "game engine": ["Engine", "Sprite", "Play"],
    "container orchestration": ["Pod", "Fleet", "Dock"],
    "http client": ["HTTP", "Fetch", "Request"], "message queue": ["MQ", "Queue", "Bus"],
    "orm": ["ORM", "Model", "Record"],
}  # fmt: skip
COUNTRIES = {  # country: its cities
    "United States": ["San Francisco", "Seattle", "Boston", "Austin"],
    "Germany": ["Berlin", "Munich"], "France": ["Paris", "Lyon"],
    "United Kingdom": ["London", "Cambridge"], "Netherlands": ["Amsterdam"],
    "Sweden": ["Stockholm"], "Finland": ["Helsinki"], "Japan": ["Tokyo"],
    "India": ["Bangalore", "Pune"], "Brazil": ["Sao Paulo"], "Canada": ["Toronto", "Montreal"],
    "Switzerland": ["Zurich"], "China": ["Shenzhen", "Beijing"], "Australia": ["Melbourne"],
    "Poland": ["Warsaw"], "Portugal": ["Lisbon"],
}  # fmt: skip
ORGS = {  # foundation or company: its city, how many projects it hosts, relatively
    "Open Lattice Foundation": ("Zurich", 8), "Harbor Free Software Trust": ("Boston", 8),
    "Cobalt Software Foundation": ("Berlin", 7), "Northwind Code Foundation": ("Toronto", 5),
    "Meridian Open Source Alliance": ("Amsterdam", 5),
    "Sakura Open Technology Foundation": ("Tokyo", 4),
    "Ipe Software Collective": ("Sao Paulo", 3), "Quarry Systems": ("Seattle", 4),
    "Nimbus Labs": ("San Francisco", 5), "Tidewell Technologies": ("London", 3),
    "Fjordline Data": ("Stockholm", 3), "Kaveri Cloud": ("Bangalore", 3),
    "Lumen Works": ("Paris", 2), "Redwood Compute": ("Austin", 3),
    "Vistula Software": ("Warsaw", 2), "Saimaa Analytics": ("Helsinki", 2),
    "Dragon Gate Tech": ("Shenzhen", 3), "Eucalypt Digital": ("Melbourne", 2),
    "Tagus Labs": ("Lisbon", 2), "Rhone Logiciel": ("Lyon", 1), "Isar Systems": ("Munich", 2),
    "Maple Byte": ("Montreal", 1), "Deccan Softworks": ("Pune", 1),
    "Cam Valley Computing": ("Cambridge", 2), "Yanjing Software": ("Beijing", 2),
}  # fmt: skip
LICENSES = {  # license: its publisher, how often projects pick it, relatively
    "Lattice Permissive License 2.0": ("Open Lattice Foundation", 10),
    "Lattice Permissive License 1.1": ("Open Lattice Foundation", 3),
    "Harbor Public License 3.0": ("Harbor Free Software Trust", 7),
    "Harbor Lesser Public License": ("Harbor Free Software Trust", 4),
    "Cobalt Attribution License": ("Cobalt Software Foundation", 6),
    "Northwind Open License": ("Northwind Code Foundation", 3),
    "Meridian Copyleft License": ("Meridian Open Source Alliance", 3),
    "Simple Share License": ("Meridian Open Source Alliance", 5),
    "Quarry Community License": ("Quarry Systems", 1),
    "Zero Clause Grant": ("Ipe Software Collective", 2),
}  # fmt: skip
LANGUAGES = {  # language: its first release, how often packages are written in it
    "Basalt": (1972, 3), "Quartz": (1983, 3), "Pyrite": (1989, 4), "Kestrel": (1991, 8),
    "Orca": (1995, 5), "Mica Script": (1995, 6), "Lumen": (2004, 5), "Tern": (2009, 4),
    "Ferrite": (2010, 6), "Vireo": (2012, 3), "Sable": (2014, 3), "Zinc": (2016, 2),
}  # fmt: skip
CONFERENCES = {  # conference: its city, the language it is about (if any)
    "Kestrel Conf": ("Cambridge", "Kestrel"), "FerriteFest": ("Montreal", "Ferrite"),
    "Lumen World": ("Paris", "Lumen"), "Orca Days": ("Stockholm", "Orca"),
    "Free Code Summit": ("Lisbon", ""), "Systems Days": ("Helsinki", ""),
    "Open Data Forum": ("Amsterdam", ""), "Cloud Native Gathering": ("Seattle", ""),
    "Tokyo Open Source Meetup": ("Tokyo", ""), "Pacific Code Week": ("Melbourne", ""),
    "Sertao Software Week": ("Sao Paulo", ""),
}  # fmt: skip

SOFTWARE = Wordings(
    one_hop={
        (LANGUAGE, True): ("what language is {x} written in ?",
                           "which programming language does {x} use ?",
                           "{x} is implemented in what language ?"),
        (LANGUAGE, False): ("which packages are written in {x} ?", "name a {x} library ?",
                            "list the projects implemented in {x} ?"),
        (LICENSE, True): ("what license does {x} use ?", "under which license is {x} released ?",
                          "how is {x} licensed ?"),
        (LICENSE, False): ("which packages are licensed under the {x} ?",
                           "what projects use the {x} ?",
                           "name a project released under the {x} ?"),
        (MAINTAINER, True): ("who maintains {x} ?", "who is the maintainer of {x} ?",
                             "who looks after {x} ?"),
        (MAINTAINER, False): ("which packages does {x} maintain ?",
                              "what projects is {x} a maintainer of ?",
                              "what does {x} look after ?"),
        (CONTRIBUTOR, True): ("who contributes to {x} ?", "who are the contributors of {x} ?",
                              "who has committed code to {x} ?"),
        (CONTRIBUTOR, False): ("which projects has {x} contributed to ?",
                               "what does {x} contribute to ?",
                               "name a package {x} has worked on ?"),
        (AUTHOR, True): ("who designed {x} ?", "who is the author of the {x} language ?",
                         "who created {x} ?"),
        (AUTHOR, False): ("which language did {x} design ?",
                          "what programming language was created by {x} ?"),
        (PUBLISHER, True): ("who publishes the {x} ?", "which organisation wrote the {x} ?"),
        (PUBLISHER, False): ("which licenses has {x} published ?",
                             "what licenses come from {x} ?"),
        (DEPENDS, True): ("what does {x} depend on ?", "which packages does {x} require ?",
                          "what are the dependencies of {x} ?"),
        (DEPENDS, False): ("which packages depend on {x} ?", "what requires {x} ?",
                           "which projects use {x} as a dependency ?"),
        (FORK, True): ("what is {x} a fork of ?", "which project was {x} forked from ?",
                       "{x} was forked from what ?"),
        (FORK, False): ("what forks of {x} exist ?", "which projects were forked from {x} ?"),
        (HOSTED, True): ("who hosts {x} ?", "which organisation is {x} hosted by ?",
                         "which foundation or company is behind {x} ?"),
        (HOSTED, False): ("which projects does {x} host ?", "what packages are hosted by {x} ?",
                          "name a project under {x} ?"),
        (LOCATION, True): ("where is {x} located ?", "which city is {x} in ?",
                           "in what city is {x} ?"),
        (LOCATION, False): ("what is located in {x} ?",
                            "which organisations or conferences are in {x} ?"),
        (ADDRESS_COUNTRY, True): ("which country is {x} based in ?",
                                  "what country is {x} registered in ?"),
        (ADDRESS_COUNTRY, False): ("which organisations are based in {x} ?",
                                   "name a company or foundation from {x} ?"),
        (CONTAINED, True): ("which country is {x} in ?", "{x} is a city in which country ?"),
        (CONTAINED, False): ("which cities are in {x} ?", "name a city in {x} ?"),
        (WORKS_FOR, True): ("who does {x} work for ?", "which organisation employs {x} ?",
                            "where does {x} work ?"),
        (WORKS_FOR, False): ("who works for {x} ?", "which people are employed by {x} ?",
                             "name an employee of {x} ?"),
        (HOME, True): ("where does {x} live ?", "which city is {x} based in ?",
                       "what is {x}'s home city ?"),
        (HOME, False): ("who lives in {x} ?", "which developers are based in {x} ?"),
        (ABOUT, True): ("what is {x} about ?", "what kind of software is {x} ?",
                        "which topics is {x} tagged with ?"),
        (ABOUT, False): ("which packages are about {x} ?", "name a {x} project ?",
                         "what {x} libraries are there ?"),
        (RELEASED, True): ("when was {x} first released ?", "what year did {x} come out ?",
                           "in which year was {x} published ?"),
        (RELEASED, False): ("what was first released in {x} ?",
                            "which projects came out in {x} ?"),
        (STARS, True): ("how many stars does {x} have ?", "what is the star count of {x} ?"),
        (STARS, False): ("which project has {x} stars ?",),
        (PRESENTED, True): ("where was {x} presented ?",
                            "at which conference was {x} shown ?"),
        (PRESENTED, False): ("which projects were presented at {x} ?",
                             "what was shown at {x} ?"),
    },
    two_hop={
        ((MAINTAINER, True), (WORKS_FOR, True)): (
            "who employs the maintainers of {x} ?",
            "which organisations do {x}'s maintainers work for ?",
            "where do the people who maintain {x} work ?"),
        ((HOSTED, True), (LOCATION, True)): (
            "in which city is the organisation hosting {x} ?",
            "which city is the host of {x} in ?"),
        ((HOSTED, True), (ADDRESS_COUNTRY, True)): (
            "in which country is the organisation hosting {x} based ?",
            "what country is {x}'s host from ?"),
        ((DEPENDS, True), (LANGUAGE, True)): (
            "what languages are {x}'s dependencies written in ?",
            "in which languages are the packages {x} depends on implemented ?"),
        ((MAINTAINER, False), (LICENSE, True)): (
            "which licenses do {x}'s packages use ?",
            "under what licenses are the projects {x} maintains released ?"),
        ((LANGUAGE, True), (AUTHOR, True)): (
            "who designed the language {x} is written in ?",
            "who created {x}'s programming language ?"),
        ((LICENSE, True), (PUBLISHER, True)): (
            "who publishes the license of {x} ?",
            "which organisation wrote {x}'s license ?"),
        ((HOSTED, False), (LANGUAGE, True)): (
            "which languages are used by projects hosted by {x} ?",
            "what languages are {x}'s projects written in ?"),
        ((FORK, True), (MAINTAINER, True)): (
            "who maintains the project {x} was forked from ?",
            "who looks after the original of {x} ?"),
        ((WORKS_FOR, True), (LOCATION, True)): (
            "in which city is {x}'s employer ?",
            "where is the organisation {x} works for located ?"),
        ((HOME, True), (CONTAINED, True)): (
            "which country does {x} live in ?", "in what country is {x} based ?"),
        ((DEPENDS, False), (MAINTAINER, True)): (
            "who maintains the packages that depend on {x} ?",
            "which maintainers rely on {x} ?"),
        ((ABOUT, False), (HOSTED, True)): (
            "which organisations host {x} projects ?", "who hosts {x} packages ?"),
        ((PRESENTED, False), (LANGUAGE, True)): (
            "which languages were the projects presented at {x} written in ?",),
        ((CONTRIBUTOR, False), (HOSTED, True)): (
            "which organisations host the projects {x} contributes to ?",),
        ((LANGUAGE, False), (ABOUT, True)): (
            "what kinds of projects are written in {x} ?",
            "which topics do {x} packages cover ?"),
    },
    two_anchor=(
        ((MAINTAINER, False), (LICENSE, False),
         ("which packages maintained by {x} are under the {y} ?",
          "which of {x}'s projects use the {y} ?",
          "name a {y} project maintained by {x} ?")),
        ((ABOUT, False), (LANGUAGE, False),
         ("which {x} packages are written in {y} ?", "name a {x} project implemented in {y} ?",
          "what {y} libraries are about {x} ?")),
        ((HOSTED, False), (RELEASED, False),
         ("which project hosted by {x} was first released in {y} ?",
          "name a {x} project from {y} ?")),
        ((WORKS_FOR, False), (HOME, False),
         ("who at {x} lives in {y} ?", "which {x} employees are based in {y} ?",
          "name someone working for {x} in {y} ?")),
        ((CONTRIBUTOR, True), (WORKS_FOR, False),
         ("which {y} employees contribute to {x} ?", "who from {y} has contributed to {x} ?",
          "name a contributor to {x} who works for {y} ?")),
        ((DEPENDS, False), (LANGUAGE, False),
         ("which {y} packages depend on {x} ?", "what {y} projects require {x} ?")),
    ),
)  # fmt: skip


def software_kg(seed: int = 1) -> MadeUpKG:
    """A made-up open-source world: 16 countries, 25 cities, 25 organisations, 10 licenses,
    12 languages, 18 topics, 11 conferences, 140 packages and the people who design,
    maintain and contribute to them."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []
    person = NameDrawer(rng, FIRST, LAST)

    country_of: dict[str, str] = {}  # city: its country
    for country, cities_there in COUNTRIES.items():
        for city in cities_there:
            facts.append((city, CONTAINED, country))
            country_of[city] = country
    for org, (city, _) in ORGS.items():
        facts += [(org, LOCATION, city), (org, ADDRESS_COUNTRY, country_of[city])]
    facts += [(conference, LOCATION, city) for conference, (city, _) in CONFERENCES.items()]
    facts += [(name, PUBLISHER, org) for name, (org, _) in LICENSES.items()]
    cities, orgs = sorted(country_of), sorted(ORGS)
    languages, topics = sorted(LANGUAGES), sorted(TOPICS)
    licenses, conferences = sorted(LICENSES), sorted(CONFERENCES)

    people: list[str] = []
    staff: dict[str, list[str]] = {}  # organisation: the people working for it

    def hire(org: str | None) -> str:
        name = person()
        people.append(name)
        if org:
            facts.append((name, WORKS_FOR, org))
            staff.setdefault(org, []).append(name)
        home = ORGS[org][0] if org and rng.random() < 0.75 else rng.choice(cities)
        facts.append((name, HOME, home))
        return name

    def colleague(org: str, reuse: float, taken: list[str]) -> str:
        known = [p for p in staff.get(org, []) if p not in taken]
        return rng.choice(known) if known and rng.random() < reuse else hire(org)

    def outsider(taken: list[str]) -> str:
        known = [p for p in people if p not in taken]
        if known and rng.random() < 0.5:
            return rng.choice(known)
        return hire(rng.choice(orgs) if rng.random() < 0.6 else None)

    for language, (year, _) in LANGUAGES.items():
        facts.append((language, RELEASED, str(year)))
        for _ in range(2 if rng.random() < 0.3 else 1):
            designer = hire(rng.choice(orgs) if rng.random() < 0.7 else None)
            facts.append((language, AUTHOR, designer))

    favourites = {org: rng.sample(languages, 3) for org in orgs}
    names: set[str] = set()
    singles = list(SINGLES)
    rng.shuffle(singles)

    def package_name(topic: str) -> str:
        name = singles.pop() if singles and rng.random() < 0.12 else ""
        while not name or name in names:
            ending = TOPICS[topic] if rng.random() < 0.5 else PACKAGE_LAST
            name = f"{rng.choice(PACKAGE_FIRST)} {rng.choice(ending)}"
        names.add(name)
        return name

    def stars() -> str:
        while True:
            count = int(10 ** rng.uniform(1.7, 5.1))
            if not 1950 <= count <= 2030:
                return str(count)

    packages: list[str] = []
    language_of: dict[str, str] = {}
    topics_of: dict[str, list[str]] = {}
    host_of: dict[str, str | None] = {}
    licenses_of: dict[str, list[str]] = {}
    dependents: dict[str, int] = {}
    for year in sorted(rng.randint(1996, 2024) for _ in range(140)):
        ready = [lang for lang in languages if LANGUAGES[lang][0] < year]
        original = None
        if len(packages) >= 25 and rng.random() < 0.1:
            original = rng.choice(packages)
            language, about = language_of[original], list(topics_of[original])
            host = host_of[original] if rng.random() < 0.4 else None
            if host is None and rng.random() < 0.85:
                host = rng.choices(orgs, [ORGS[o][1] for o in orgs])[0]
            libre = rng.random() < 0.3 and not original.startswith("Libre")
            name = f"Libre {original}" if libre else package_name(about[0])
            names.add(name)
        else:
            host = rng.choices(orgs, [ORGS[o][1] for o in orgs])[0]
            if rng.random() < 0.1:
                host = None
            liked = [lang for lang in favourites[host] if lang in ready] if host else []
            if liked and rng.random() < 0.6:
                language = rng.choice(liked)
            else:
                language = rng.choices(ready, [LANGUAGES[lang][1] for lang in ready])[0]
            about = rng.sample(topics, rng.choices([1, 2, 3], [60, 35, 5])[0])
            name = package_name(about[0])
        facts += [(name, LANGUAGE, language), (name, RELEASED, str(year)),
                  (name, STARS, stars())]  # fmt: skip
        facts += [(name, ABOUT, topic) for topic in about]
        if host:
            facts.append((name, HOSTED, host))
        if original:
            facts.append((name, FORK, original))

        own = [lic for lic in licenses if LICENSES[lic][0] == host]
        if original and rng.random() < 0.7:
            chosen = list(licenses_of[original])
        elif own and rng.random() < 0.6:
            chosen = [rng.choice(own)]
        else:
            chosen = [rng.choices(licenses, [LICENSES[lic][1] for lic in licenses])[0]]
        if rng.random() < 0.08:
            chosen.append(rng.choice([lic for lic in licenses if lic not in chosen]))
        facts += [(name, LICENSE, lic) for lic in chosen]

        maintainers: list[str] = []
        for _ in range(rng.choices([1, 2, 3], [62, 32, 6])[0]):
            if host and rng.random() < 0.8:
                maintainers.append(colleague(host, 0.55, maintainers))
            else:
                maintainers.append(outsider(maintainers))
        contributors: list[str] = []
        for _ in range(rng.choices([0, 1, 2, 3, 4], [10, 30, 30, 20, 10])[0]):
            taken = maintainers + contributors
            if host and rng.random() < 0.4:
                contributors.append(colleague(host, 0.6, taken))
            else:
                contributors.append(outsider(taken))
        facts += [(name, MAINTAINER, m) for m in maintainers]
        facts += [(name, CONTRIBUTOR, c) for c in contributors]

        kin = [p for p in packages if language_of[p] == language and p != original]
        anyone = [p for p in packages if p != original]
        needs: set[str] = set()
        for _ in range(rng.choices([0, 1, 2, 3, 4], [22, 30, 26, 14, 8])[0]):
            pool = kin if kin and rng.random() < 0.85 else anyone
            if pool:
                needs.add(rng.choices(pool, [1 + dependents[p] for p in pool])[0])
        for need in sorted(needs):
            facts.append((name, DEPENDS, need))
            dependents[need] += 1

        if rng.random() < 0.4:
            own = [c for c in conferences if CONFERENCES[c][1] == language]
            general = [c for c in conferences if not CONFERENCES[c][1]]
            shown = own if own and rng.random() < 0.6 else [rng.choice(general)]
            if rng.random() < 0.25:
                shown.append(rng.choice([c for c in general if c not in shown]))
            facts += [(name, PRESENTED, c) for c in shown]

        packages.append(name)
        language_of[name], topics_of[name], host_of[name] = language, about, host
        licenses_of[name], dependents[name] = chosen, 0
    return MadeUpKG.of(facts)


RECIPE = KGRecipe("software", software_kg, SOFTWARE)
