"""A space-exploration KG of our own, made up for an unseen-KG check (written after the
football, library, music, hospital, company, travel, academia, geopolitics and cuisine KGs,
to check the rules they led to, and not tuned on): space agencies, countries, launch sites,
launch vehicles and instruments and the firms that build them, crewed and robotic missions,
astronauts, celestial targets (the Sun, planets, moons, dwarf planets, asteroids, comets),
launch years and mission durations in days. Relation names are Freebase-like dotted paths
under `spaceflight.` (`spaceflight.mission.launch_site`, `spaceflight.astronaut.flew_on`,
`spaceflight.mission.payload`), each stored once, no types file.

`spaceflight.agency.country` is said of agencies and launch sites alike (the European
Orbital Consortium has three countries, the Federal Cosmonautics Agency flies mostly from a
cosmodrome in Kazakhstan), and `spaceflight.vehicle.builder` of launch vehicles and
instruments alike (a few have two builders). `spaceflight.celestial_body.orbits` links moons
to planets and planets, asteroids and comets to the Sun (Dimorphos to Didymos, Charon to
Pluto). Crewed missions are numbered flights of a program ("Sokol 7"), with a crew drawn
mostly from the operating agency's astronauts plus guests, a commander among them, a
duration, and the Moon or Mars as target for the lunar and Mars programs; robotic missions
have one or two targets and carry two to four instruments, each instrument flying on one or
more missions. `spaceflight.astronaut.trained_by` links an astronaut to an earlier one.
About one mission in seven has a second operator. Launch years (1961 on) and durations (2 to
420 days) do not overlap as numbers. Astronauts and robotic missions are drawn with
`NameDrawer` (distinct names); a few names share a word with other entities (the program
"Mercury" and the planet, the vehicles "Titan Heavy" and "Saturn Lift", "Europa Clipper",
the mission "Halley Voyager" and "Halley's Comet", "Amur Lift" and "Amur Cosmodrome").
Wordings were written before any run and were not changed for the score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

COUNTRY = "spaceflight.agency.country"
OPERATOR = "spaceflight.mission.operator"
LAUNCH_SITE = "spaceflight.mission.launch_site"
TARGET = "spaceflight.mission.target"
VEHICLE = "spaceflight.mission.vehicle"
BUILDER = "spaceflight.vehicle.builder"
PAYLOAD = "spaceflight.mission.payload"
LAUNCHED = "spaceflight.mission.launch_year"
DURATION = "spaceflight.mission.duration_days"
COMMANDER = "spaceflight.mission.commander"
FLEW_ON = "spaceflight.astronaut.flew_on"
TRAINED_BY = "spaceflight.astronaut.trained_by"
AGENCY = "spaceflight.astronaut.agency"
ORBITS = "spaceflight.celestial_body.orbits"

FIRST = ["Aleksei", "Anika", "Bruno", "Chiara", "Dmitri", "Elif", "Farah", "Gregor",
         "Hiroshi", "Ingrid", "Jian", "Kalpana", "Leonid", "Marisol", "Nadia", "Oskar",
         "Priya", "Quentin", "Rafael", "Sakura", "Tomas", "Ulrike", "Viktor", "Xiaoming",
         "Yuri", "Zofia", "Ellen", "Marcus"]  # fmt: skip
LAST = ["Abernathy", "Belov", "Castellano", "Dubois", "Eriksen", "Fedorov", "Gupta",
        "Hoffmann", "Ishikawa", "Jovanovic", "Kowalski", "Lindqvist", "Mendes", "Novak",
        "Oyelaran", "Petrenko", "Rahman", "Sato", "Tereshkov", "Umarov", "Volkova",
        "Whitfield", "Xu", "Yamada", "Zhang", "Okonkwo", "Brennan"]  # fmt: skip
ROBOTIC_FIRST = ["Aurora", "Beacon", "Corvus", "Daedalus", "Ember", "Falcon", "Galileo",
                 "Halley", "Hermes", "Icarus", "Janus", "Kepler", "Lumen", "Magellan",
                 "Nomad", "Odin", "Pioneer", "Quill", "Rosalind", "Sentinel", "Triton",
                 "Ulysses", "Wayfarer", "Zephyr"]  # fmt: skip
ROBOTIC_LAST = ["Explorer", "Lander", "Orbiter", "Pathfinder", "Probe", "Rover", "Scout",
                "Surveyor", "Tracker", "Voyager", "Sounder", "Observer"]  # fmt: skip
INSTRUMENT_FIRST = ["Aster", "Boreal", "Cobalt", "Delphi", "Ecliptic", "Fathom", "Gyre",
                    "Heron", "Krypton", "Lyra", "Nadir", "Opal", "Perihelion", "Quasar",
                    "Rigel", "Sirius", "Umbra", "Vela"]  # fmt: skip
INSTRUMENT_LAST = ["Narrow-Angle Camera", "Infrared Spectrometer", "Magnetometer",
                   "Plasma Wave Analyzer", "Dust Counter", "Ground-Penetrating Radar",
                   "Laser Altimeter", "Gamma-Ray Spectrometer", "Neutron Detector",
                   "Thermal Imager", "Mass Spectrometer", "Ultraviolet Spectrograph",
                   "Seismometer", "Radio Science Package"]  # fmt: skip
AGENCIES = {  # agency: its countries, the year it began flying
    "Continental Space Administration": (["United States"], 1958),
    "Federal Cosmonautics Agency": (["Russia"], 1959),
    "Celestial Exploration Administration": (["China"], 1968),
    "Kibo Aerospace Agency": (["Japan"], 1969),
    "Bharat Space Research Organisation": (["India"], 1972),
    "European Orbital Consortium": (["France", "Germany", "Italy"], 1975),
    "Centre National d'Etudes Orbitales": (["France"], 1963),
    "Deutsches Raumfahrt Institut": (["Germany"], 1979),
    "Agenzia Spaziale Tirrena": (["Italy"], 1988),
    "British Astronautics Board": (["United Kingdom"], 1992),
    "Canadian Space Directorate": (["Canada"], 1989),
    "Emirates Space Office": (["United Arab Emirates"], 2014),
    "Korea Aerospace Institute": (["South Korea"], 1992),
    "Negev Space Agency": (["Israel"], 1983),
    "Brazilian Space Program Office": (["Brazil"], 1994),
    "Australian Space Office": (["Australia"], 2018),
}  # fmt: skip
ROBOTIC_WEIGHTS = {  # agency: how many robotic missions it flies, relatively
    "Continental Space Administration": 10, "Federal Cosmonautics Agency": 6,
    "Celestial Exploration Administration": 5, "Kibo Aerospace Agency": 4,
    "Bharat Space Research Organisation": 4, "European Orbital Consortium": 5,
    "Centre National d'Etudes Orbitales": 2, "Deutsches Raumfahrt Institut": 1,
    "Agenzia Spaziale Tirrena": 1, "British Astronautics Board": 1,
    "Canadian Space Directorate": 1, "Emirates Space Office": 2,
    "Korea Aerospace Institute": 2, "Negev Space Agency": 1,
    "Brazilian Space Program Office": 1, "Australian Space Office": 1,
}  # fmt: skip
SITES = {  # launch site: its country
    "Cape Meridian Launch Complex": "United States",
    "Wallops Ridge Flight Facility": "United States",
    "Arguello Point Launch Site": "United States",
    "Tyuratam Cosmodrome": "Kazakhstan", "Amur Cosmodrome": "Russia",
    "Northern Taiga Cosmodrome": "Russia", "Wenchang Coast Launch Center": "China",
    "Gobi Desert Launch Center": "China", "Tanegashima Launch Site": "Japan",
    "Uchinoura Ridge": "Japan", "Sriharikota Island Range": "India",
    "Kourou Spaceport": "France", "Woomera Test Range": "Australia",
    "Mahia Peninsula Launch Complex": "New Zealand", "Alcantara Launch Center": "Brazil",
    "Naro Space Center": "South Korea", "Palmachim Launch Field": "Israel",
    "Andoya Rocket Range": "Norway", "Shetland Spaceport": "United Kingdom",
}  # fmt: skip
FOREIGN_SITES = {  # agency: sites abroad it flies from as if they were its own
    "Federal Cosmonautics Agency": ["Tyuratam Cosmodrome", "Tyuratam Cosmodrome"],
    "Deutsches Raumfahrt Institut": ["Kourou Spaceport"],
    "Agenzia Spaziale Tirrena": ["Kourou Spaceport"],
    "Canadian Space Directorate": ["Cape Meridian Launch Complex"],
    "Emirates Space Office": ["Tanegashima Launch Site", "Cape Meridian Launch Complex"],
    "British Astronautics Board": ["Andoya Rocket Range"],
}  # fmt: skip
BUILDERS = {  # firm: its country
    "Halvorsen Aerospace": "United States", "Northstar Dynamics": "United States",
    "Ridgeway Instruments": "United States", "Applied Optics Laboratory": "United States",
    "Volga Rocket Works": "Russia", "Tula Instrument Plant": "Russia",
    "Great Wall Astronautics": "China", "Jade Optics Institute": "China",
    "Mitsuya Heavy Industries": "Japan", "Ganges Propulsion Works": "India",
    "Bangalore Sensor Labs": "India", "Arianeum Industries": "France",
    "Bremen Orbital": "Germany", "Torino Space Systems": "Italy",
    "Clyde Optics": "United Kingdom", "Maple Leaf Robotics": "Canada",
    "Kea Rocketry": "New Zealand", "Hanbit Aerospace": "South Korea",
    "Sao Jose Aeroworks": "Brazil",
}  # fmt: skip
INSTRUMENT_MAKERS = ["Applied Optics Laboratory", "Arianeum Industries", "Bangalore Sensor Labs",
                     "Bremen Orbital", "Clyde Optics", "Halvorsen Aerospace", "Hanbit Aerospace",
                     "Jade Optics Institute", "Maple Leaf Robotics", "Mitsuya Heavy Industries",
                     "Ridgeway Instruments", "Torino Space Systems",
                     "Tula Instrument Plant"]  # fmt: skip
VEHICLES = {  # launch vehicle: its builders (the first gives its country)
    "Titan Heavy": ["Halvorsen Aerospace"], "Saturn Lift": ["Halvorsen Aerospace"],
    "Redstone Light": ["Halvorsen Aerospace"], "Condor 9": ["Northstar Dynamics"],
    "Condor Heavy": ["Northstar Dynamics"], "Volga 2": ["Volga Rocket Works"],
    "Irtysh 5": ["Volga Rocket Works"], "Amur Lift": ["Volga Rocket Works"],
    "Dragon Arrow 5": ["Great Wall Astronautics"],
    "Dragon Arrow 7": ["Great Wall Astronautics"], "Swift Boat 1": ["Great Wall Astronautics"],
    "Mitsuya M-5": ["Mitsuya Heavy Industries"], "Epsilon Light": ["Mitsuya Heavy Industries"],
    "Garuda Mk2": ["Ganges Propulsion Works"], "Garuda Mk3": ["Ganges Propulsion Works"],
    "Ariadne 5": ["Arianeum Industries"],
    "Ariadne 6": ["Arianeum Industries", "Bremen Orbital"],
    "Vega Light": ["Torino Space Systems", "Arianeum Industries"],
    "Tui Rocket": ["Kea Rocketry"], "Nuri-K": ["Hanbit Aerospace"],
    "Negev Arrow": ["Ganges Propulsion Works"], "Carcara VLS": ["Sao Jose Aeroworks"],
}  # fmt: skip
VEHICLE_COUNTRY = {"Negev Arrow": "Israel"}  # built abroad, flown at home
BODIES = {  # celestial body: what it orbits, how often robotic missions go there
    "Sun": ("", 4), "Mercury": ("Sun", 3), "Venus": ("Sun", 6), "Moon": ("Earth", 14),
    "Earth": ("Sun", 0), "Mars": ("Sun", 14), "Jupiter": ("Sun", 4), "Saturn": ("Sun", 3),
    "Uranus": ("Sun", 1), "Neptune": ("Sun", 1), "Phobos": ("Mars", 2), "Deimos": ("Mars", 1),
    "Io": ("Jupiter", 1), "Europa": ("Jupiter", 2), "Ganymede": ("Jupiter", 2),
    "Callisto": ("Jupiter", 1), "Titan": ("Saturn", 2), "Enceladus": ("Saturn", 2),
    "Mimas": ("Saturn", 1), "Miranda": ("Uranus", 1), "Triton": ("Neptune", 1),
    "Pluto": ("Sun", 1), "Charon": ("Pluto", 1), "Ceres": ("Sun", 1), "Vesta": ("Sun", 1),
    "Bennu": ("Sun", 2), "Ryugu": ("Sun", 2), "Eros": ("Sun", 1), "Itokawa": ("Sun", 1),
    "Psyche": ("Sun", 1), "Didymos": ("Sun", 1), "Dimorphos": ("Didymos", 1),
    "Halley's Comet": ("Sun", 2), "Tempel 1": ("Sun", 1), "Wild 2": ("Sun", 1),
    "Churyumov-Gerasimenko": ("Sun", 1), "Hartley 2": ("Sun", 1), "Borrelly": ("Sun", 1),
}  # fmt: skip
NAMED_MISSIONS = {  # robotic missions named after their targets: operator, targets
    "Europa Clipper": ("Continental Space Administration", ["Europa", "Jupiter"]),
    "Psyche Explorer": ("Continental Space Administration", ["Psyche"]),
    "Mars Sample Courier": ("European Orbital Consortium", ["Mars", "Phobos"]),
    "Venus Cloud Probe": ("Kibo Aerospace Agency", ["Venus"]),
    "Lunar Polar Prospector": ("Bharat Space Research Organisation", ["Moon"]),
}  # fmt: skip
PROGRAMS = {  # crewed program: operator, first and last years, flights, crew sizes, target
    "Mercury": ("Continental Space Administration", 1961, 1966, 7, (1, 1), ""),
    "Constellation": ("Continental Space Administration", 1968, 1975, 8, (3, 3), "Moon"),
    "Meridian": ("Continental Space Administration", 1981, 2011, 14, (4, 7), ""),
    "Selene": ("Continental Space Administration", 2024, 2029, 4, (4, 4), "Moon"),
    "Ares": ("Continental Space Administration", 2028, 2029, 2, (4, 6), "Mars"),
    "Zarya": ("Federal Cosmonautics Agency", 1962, 1970, 8, (1, 2), ""),
    "Sokol": ("Federal Cosmonautics Agency", 1971, 2024, 14, (2, 3), ""),
    "Shenlong": ("Celestial Exploration Administration", 2003, 2025, 8, (1, 3), ""),
    "Hermes": ("European Orbital Consortium", 1992, 2020, 6, (2, 4), ""),
    "Vyoma": ("Bharat Space Research Organisation", 2024, 2029, 3, (2, 3), ""),
}  # fmt: skip
GUESTS = ["Canadian Space Directorate", "Kibo Aerospace Agency", "Deutsches Raumfahrt Institut",
          "Agenzia Spaziale Tirrena", "British Astronautics Board", "Emirates Space Office",
          "Negev Space Agency", "Korea Aerospace Institute", "Brazilian Space Program Office",
          "Centre National d'Etudes Orbitales", "Bharat Space Research Organisation",
          "European Orbital Consortium"]  # fmt: skip

SPACE = Wordings(
    one_hop={
        (COUNTRY, True): ("which country is {x} in ?", "what country does {x} belong to ?",
                          "where is {x} based ?", "{x} is in which country ?"),
        (COUNTRY, False): ("what is based in {x} ?",
                           "name a space agency or launch site in {x} ?",
                           "which space organisations and spaceports does {x} have ?"),
        (OPERATOR, True): ("which agency operated {x} ?", "who ran the {x} mission ?",
                           "whose mission was {x} ?", "which space agency flew {x} ?"),
        (OPERATOR, False): ("which missions did {x} fly ?", "what missions has {x} operated ?",
                            "name a mission run by {x} ?", "list the missions of {x} ?"),
        (LAUNCH_SITE, True): ("where did {x} launch from ?",
                              "from which launch site did {x} lift off ?",
                              "what was the launch site of {x} ?"),
        (LAUNCH_SITE, False): ("which missions launched from {x} ?",
                               "what lifted off from {x} ?",
                               "name a flight that left from {x} ?"),
        (TARGET, True): ("what was the target of {x} ?", "where did {x} go ?",
                         "which body did {x} explore ?", "where was {x} headed ?"),
        (TARGET, False): ("which missions went to {x} ?", "what has been sent to {x} ?",
                          "name a mission to {x} ?", "which probes explored {x} ?"),
        (VEHICLE, True): ("what rocket launched {x} ?", "which launch vehicle carried {x} ?",
                          "what did {x} ride into space ?"),
        (VEHICLE, False): ("which missions flew on the {x} ?", "what has the {x} launched ?",
                           "name a mission launched by a {x} rocket ?"),
        (BUILDER, True): ("who built {x} ?", "which company made the {x} ?",
                          "who is the maker of {x} ?"),
        (BUILDER, False): ("what did {x} build ?", "which hardware was made by {x} ?",
                           "name something {x} built ?"),
        (PAYLOAD, True): ("what instruments did {x} carry ?",
                          "which instruments were on board {x} ?",
                          "what was {x}'s payload ?"),
        (PAYLOAD, False): ("which missions carried the {x} ?",
                           "what flew with the {x} on board ?",
                           "on which missions did the {x} fly ?"),
        (LAUNCHED, True): ("when was {x} launched ?", "what year did {x} launch ?",
                           "in which year did {x} lift off ?"),
        (LAUNCHED, False): ("which missions launched in {x} ?", "what was launched in {x} ?",
                            "name a mission from {x} ?"),
        (DURATION, True): ("how long did {x} last ?", "how many days did {x} take ?",
                           "what was the duration of {x} in days ?"),
        (DURATION, False): ("which mission lasted {x} days ?", "what flight took {x} days ?"),
        (COMMANDER, True): ("who commanded {x} ?", "who was the commander of {x} ?",
                            "who led the crew of {x} ?"),
        (COMMANDER, False): ("which missions did {x} command ?",
                             "what flight was {x} in command of ?",
                             "name a mission led by {x} ?"),
        (FLEW_ON, True): ("which missions did {x} fly on ?", "what flights has {x} been on ?",
                          "name a mission {x} flew ?"),
        (FLEW_ON, False): ("who flew on {x} ?", "which astronauts were aboard {x} ?",
                           "who was in the crew of {x} ?", "list the crew of {x} ?"),
        (TRAINED_BY, True): ("who trained {x} ?", "who was {x}'s instructor ?",
                             "under whom did {x} train ?"),
        (TRAINED_BY, False): ("who did {x} train ?", "which astronauts were trained by {x} ?",
                              "name a trainee of {x} ?"),
        (AGENCY, True): ("which agency does {x} fly for ?", "what space agency is {x} with ?",
                         "{x} is an astronaut of which agency ?"),
        (AGENCY, False): ("which astronauts belong to {x} ?",
                          "who are the astronauts of {x} ?", "name an astronaut from {x} ?"),
        (ORBITS, True): ("what does {x} orbit ?", "which body does {x} go around ?",
                         "{x} orbits what ?"),
        (ORBITS, False): ("what orbits {x} ?", "name a body orbiting {x} ?",
                          "what goes around {x} ?"),
    },
    two_hop={
        ((FLEW_ON, True), (LAUNCH_SITE, True)): (
            "from which launch sites has {x} flown ?", "where did {x}'s missions lift off ?",
            "which spaceports did {x} launch from ?"),
        ((AGENCY, True), (COUNTRY, True)): (
            "which country does {x}'s agency belong to ?",
            "what country is the space agency of {x} in ?",
            "{x} flies for an agency of which country ?"),
        ((OPERATOR, True), (COUNTRY, True)): (
            "which country flew {x} ?", "what nation was behind {x} ?",
            "the agency that ran {x} is from which country ?"),
        ((TARGET, True), (ORBITS, True)): (
            "what does the target of {x} orbit ?",
            "which body does {x}'s destination go around ?"),
        ((VEHICLE, True), (BUILDER, True)): (
            "who built the rocket that launched {x} ?",
            "which company made {x}'s launch vehicle ?",
            "who is the maker of the vehicle that carried {x} ?"),
        ((PAYLOAD, True), (BUILDER, True)): (
            "who built the instruments on {x} ?",
            "which firms supplied instruments to {x} ?"),
        ((COMMANDER, True), (TRAINED_BY, True)): (
            "who trained the commander of {x} ?",
            "who was the instructor of {x}'s commander ?",
            "under whom did the astronaut who led {x} train ?"),
        ((FLEW_ON, False), (AGENCY, True)): (
            "which agencies did {x}'s crew come from ?",
            "what agencies were the astronauts on {x} from ?"),
        ((TARGET, False), (OPERATOR, True)): (
            "which agencies have sent missions to {x} ?", "who has explored {x} ?",
            "name a space agency that went to {x} ?"),
        ((TRAINED_BY, False), (FLEW_ON, True)): (
            "which missions did {x}'s trainees fly on ?",
            "what did the astronauts trained by {x} fly on ?"),
        ((LAUNCH_SITE, False), (VEHICLE, True)): (
            "which rockets have launched from {x} ?",
            "what launch vehicles fly from {x} ?",
            "name a rocket used at {x} ?"),
    },
    two_anchor=(
        ((TARGET, False), (OPERATOR, False),
         ("which {y} mission went to {x} ?", "name a mission by {y} to {x} ?",
          "what did {y} send to {x} ?", "which missions to {x} were flown by {y} ?")),
        ((LAUNCH_SITE, False), (LAUNCHED, False),
         ("which mission launched from {x} in {y} ?", "what lifted off from {x} in {y} ?",
          "name a {y} launch from {x} ?")),
        ((AGENCY, False), (FLEW_ON, False),
         ("which {x} astronaut flew on {y} ?", "who from {x} was aboard {y} ?",
          "name a member of {y}'s crew from {x} ?",
          "which astronauts of {x} were in the crew of {y} ?")),
        ((PAYLOAD, False), (TARGET, False),
         ("which mission carried the {x} to {y} ?", "what mission took the {x} to {y} ?",
          "name a {y} mission with the {x} on board ?")),
    ),
)  # fmt: skip


def space_kg(seed: int = 1) -> MadeUpKG:
    """A made-up space world: 16 agencies, 18 countries, 19 launch sites, 22 launch
    vehicles, 19 builders, 38 celestial bodies, 60 instruments, 74 crewed missions of 10
    programs, 75 robotic missions and the astronauts their crews need."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []
    person = NameDrawer(rng, FIRST, LAST)
    robotic = NameDrawer(rng, ROBOTIC_FIRST, ROBOTIC_LAST)
    instrument = NameDrawer(rng, INSTRUMENT_FIRST, INSTRUMENT_LAST)

    for agency, (countries, _) in AGENCIES.items():
        facts += [(agency, COUNTRY, c) for c in countries]
    facts += [(site, COUNTRY, country) for site, country in SITES.items()]
    facts += [(body, ORBITS, around) for body, (around, _) in BODIES.items() if around]
    for vehicle, builders in VEHICLES.items():
        facts += [(vehicle, BUILDER, b) for b in builders]
    sites = sorted(SITES)
    vehicles = sorted(VEHICLES)

    def sites_of(agency: str) -> list[str]:
        home = [s for s in sites if SITES[s] in AGENCIES[agency][0]]
        return home + FOREIGN_SITES.get(agency, []) or sites

    def vehicles_of(agency: str) -> list[str]:
        countries = AGENCIES[agency][0]
        home = [
            v for v in vehicles
            if VEHICLE_COUNTRY.get(v, BUILDERS[VEHICLES[v][0]]) in countries
        ]  # fmt: skip
        return home or vehicles

    instruments: list[str] = []
    for _ in range(60):
        name = instrument()
        instruments.append(name)
        maker = [rng.choice(INSTRUMENT_MAKERS)]
        if rng.random() < 0.1:
            maker.append(rng.choice([b for b in INSTRUMENT_MAKERS if b not in maker]))
        facts += [(name, BUILDER, b) for b in maker]

    def operators(agency: str) -> list[str]:
        if rng.random() < 0.14:
            return [agency, rng.choice([a for a in sorted(AGENCIES) if a != agency])]
        return [agency]

    def launch(mission: str, agency: str, year: int, fleet: list[str]) -> None:
        site = rng.choice(sites_of(agency)) if rng.random() < 0.9 else rng.choice(sites)
        facts.extend([(mission, LAUNCH_SITE, site), (mission, VEHICLE, rng.choice(fleet)),
                      (mission, LAUNCHED, str(year))])  # fmt: skip
        facts.extend((mission, OPERATOR, a) for a in operators(agency))

    bodies = sorted(b for b in BODIES if BODIES[b][1])
    weights = [BODIES[b][1] for b in bodies]
    agencies = sorted(ROBOTIC_WEIGHTS)
    named = sorted(NAMED_MISSIONS)
    for i in range(75):
        if i < len(named):
            name = named[i]
            agency, targets = NAMED_MISSIONS[name]
        else:
            name = robotic()
            agency = rng.choices(agencies, [ROBOTIC_WEIGHTS[a] for a in agencies])[0]
            targets = [rng.choices(bodies, weights)[0]]
            if rng.random() < 0.15:
                targets.append(rng.choice([b for b in bodies if b not in targets]))
        year = rng.randint(max(AGENCIES[agency][1] + 2, 1962), 2029)
        fleet = vehicles_of(agency) if rng.random() < 0.85 else vehicles
        launch(name, agency, year, fleet)
        facts += [(name, TARGET, t) for t in targets]
        payload = rng.sample(instruments, rng.randint(2, 4))
        facts += [(name, PAYLOAD, p) for p in payload]

    astronauts: list[str] = []
    corps: dict[str, list[str]] = {}  # agency: its astronauts
    first_flown: dict[str, int] = {}  # astronaut: the year of their first flight
    member_of: dict[str, str] = {}  # astronaut: their agency

    def recruit(agency: str, year: int) -> str:
        name = person()
        astronauts.append(name)
        corps.setdefault(agency, []).append(name)
        first_flown[name], member_of[name] = year, agency
        facts.append((name, AGENCY, agency))
        return name

    def seat(agency: str, year: int, crew: list[str]) -> str:
        active = [
            a for a in corps.get(agency, [])
            if a not in crew and year - 14 <= first_flown[a] < year
        ]  # fmt: skip
        if active and rng.random() < 0.45:
            return rng.choice(active)
        return recruit(agency, year)

    for program, (agency, start, end, flights, (least, most), target) in PROGRAMS.items():
        fleet = rng.sample(vehicles_of(agency), min(2, len(vehicles_of(agency))))
        years = sorted(rng.randint(start, end) for _ in range(flights))
        for number, year in enumerate(years, start=1):
            name = f"{program} {number}"
            launch(name, agency, year, fleet)
            if target:
                facts.append((name, TARGET, target))
            short = year < 1975 or rng.random() < 0.4
            days = rng.randint(2, 16) if short else rng.randint(30, 420)
            facts.append((name, DURATION, str(days)))
            crew: list[str] = []
            for place in range(rng.randint(least, most)):
                guest = place > 0 and year >= 1978 and rng.random() < 0.2
                crew.append(seat(rng.choice(GUESTS) if guest else agency, year, crew))
            facts.append((name, COMMANDER, crew[0]))
            facts += [(a, FLEW_ON, name) for a in crew]

    for agency in sorted(AGENCIES):  # a few who have not flown yet
        if rng.random() < 0.5:
            recruit(agency, 2030)
    for i, astronaut in enumerate(astronauts):
        if i < 15 or rng.random() >= 0.55:
            continue
        earlier = [a for a in astronauts[:i] if first_flown[a] < first_flown[astronaut]]
        if not earlier:
            continue
        mine = [a for a in earlier if member_of[a] == member_of[astronaut]]
        teacher = rng.choice(mine) if mine and rng.random() < 0.7 else rng.choice(earlier)
        facts.append((astronaut, TRAINED_BY, teacher))
    return MadeUpKG.of(facts)


RECIPE = KGRecipe("space", space_kg, SPACE)
